// error: missing equal after result
%0 "test.a"() : () -> i32

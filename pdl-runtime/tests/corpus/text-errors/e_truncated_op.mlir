// error: truncated op
%0 = "test.a"(

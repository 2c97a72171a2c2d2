// locations
#loc = loc("a.mlir":1:2)
#loc1 = loc(fused[#loc, "b"])
%0 = "test.a"() : () -> i32 loc("f.mlir":3:4)
"test.b"(%0) : (i32) -> () loc(#loc)
"test.c"() ({
^bb0(%a: i32 loc("x":1:1)):
  "test.d"(%a) : (i32) -> () loc(callsite("foo" at "bar":1:1))
}) : () -> () loc(unknown)
func.func @f(%x: i32 loc("arg":2:2)) {
  return loc(#loc1)
} loc("fn"("n":1:1))

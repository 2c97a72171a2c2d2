// realistic cfg
func.func @loop(%n: index, %init: f32) -> f32 {
  %c0 = "test.const"() {value = 0 : index} : () -> index
  %c1 = "test.constant1"() {value = 1 : index} : () -> index
  "test.jmp"(%c0, %init)[^header] : (index, f32) -> ()
^header(%i: index, %acc: f32):
  %cond = "test.icmp"(%i, %n) {predicate = "slt"} : (index, index) -> i1
  "test.cond_br"(%cond, %acc)[^body, ^exit] : (i1, f32) -> ()
^body:
  %x = "test.ld"(%i) {align = 4 : i64, volatile} : (index) -> f32
  %sum = "test.fadd"(%acc, %x) <{fastmath = #foo.fastmath<fast>}> : (f32, f32) -> f32
  %next = "test.iadd"(%i, %c1) : (index, index) -> index
  "test.jmp"(%next, %sum)[^header] : (index, f32) -> ()
^exit:
  "test.region_op"() ({
  ^bb0(%arg: f32):
    %inner = "test.mul"(%arg, %acc) : (f32, f32) -> f32
    "test.yield"(%inner) : (f32) -> ()
  }, {
    "test.yield"() : () -> ()
  }) {tag = "inner"} : () -> ()
  return %acc : f32
}

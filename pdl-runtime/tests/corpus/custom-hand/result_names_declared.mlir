// Results named as their declarations (getAsmResultNames of arith.addui_extended,
// mului_extended, mulsi_extended and math.sincos), uniqued.
func.func @f(%a: i32, %x: f32) {
  %0:2 = arith.addui_extended %a, %a : i32, i1
  %1:2 = arith.mului_extended %a, %a : i32
  %2:2 = arith.mulsi_extended %a, %a : i32
  %3:2 = math.sincos %x : f32
  %4 = arith.muli %a, %a : i32
  "u.use"(%0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1, %4) : (i32, i1, i32, i32, i32, i32, f32, f32, i32) -> ()
  return
}

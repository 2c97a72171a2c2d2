// Attributes of many kinds created by the rewrite (constant pdl.attribute in the rewrite region), printed sorted by name.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %i = pdl.attribute = -7 : i32
      %u = pdl.attribute = 255 : ui8
      %x = pdl.attribute = 0x7FC00000 : f32
      %s = pdl.attribute = "s"
      %arr = pdl.attribute = [i32, index, unit]
      %d = pdl.attribute = {k = "v"}
      %ty = pdl.attribute = memref<?xf32>
      %b = pdl.attribute = false
      %n = pdl.operation "test.success" {"i" = %i, "u" = %u, "x" = %x, "s" = %s, "arr" = %arr, "d" = %d, "ty" = %ty, "b" = %b}
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() : () -> ()
}

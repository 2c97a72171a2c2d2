// pdl.operation without a name: any op carrying a "dead" attribute, with any operands and no results, is erased whatever its name.
module @patterns {
  pdl.pattern @erase_marked : benefit(1) {
    %args = pdl.operands
    %mark = pdl.attribute
    %root = pdl.operation (%args : !pdl.range<value>) {"dead" = %mark}
    pdl.rewrite %root {
      pdl.erase %root
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  "x.a"() {dead} : () -> ()
  "y.b"(%0) {dead = 1 : i64} : (i32) -> ()
  "z.c"(%0, %0) {dead = "yes"} : (i32, i32) -> ()
  "x.keep"(%0) : (i32) -> ()
  %1 = "x.has_result"() {dead} : () -> i32
  "x.use"(%1) : (i32) -> ()
}

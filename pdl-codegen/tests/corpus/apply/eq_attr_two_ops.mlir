// One pdl.attribute on two different ops: producer and consumer must carry the same "tag" value.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %tag = pdl.attribute
    %def = pdl.operation "x.p" {"tag" = %tag} -> (%t : !pdl.type)
    %r = pdl.result 0 of %def
    %root = pdl.operation "x.c"(%r : !pdl.value) {"tag" = %tag}
    pdl.rewrite %root {
      %n = pdl.operation "x.same_tag"(%r : !pdl.value) {"tag" = %tag}
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.p"() {tag = "red"} : () -> i32
  %1 = "x.p"() {tag = "blue"} : () -> i32
  "x.c"(%0) {tag = "red"} : (i32) -> ()
  "x.c"(%1) {tag = "red"} : (i32) -> ()
  "x.c"(%1) {tag = "blue", more} : (i32) -> ()
}

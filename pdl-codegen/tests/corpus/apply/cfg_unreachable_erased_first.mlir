// The unreachable block goes before the worklist is processed; erasing its `test.use` queues `test.v` again, which keeps its place (a queued op is not moved), so `test.w` is still visited first and sees `test.v`.
module @patterns {
  pdl.pattern @v : benefit(1) {
    %t = pdl.type
    %op = pdl.operation "test.v" -> (%t : !pdl.type)
    pdl.rewrite %op {
      %n = pdl.operation "test.v_done" -> (%t : !pdl.type)
      pdl.replace %op with %n
    }
  }
  pdl.pattern @w : benefit(1) {
    %t = pdl.type
    %v = pdl.operation "test.v" -> (%t : !pdl.type)
    %r = pdl.result 0 of %v
    %w = pdl.operation "test.w"(%r : !pdl.value)
    pdl.rewrite %w {
      %n = pdl.operation "test.w_saw_v"(%r : !pdl.value)
      pdl.replace %w with %n
    }
  }
}
module @ir {
  "test.region"() ({
    %v = "test.v"() : () -> i32
    "test.w"(%v) : (i32) -> ()
    "test.end"() : () -> ()
  ^bb1:
    "test.use"(%v) : (i32) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
}

#map = affine_map<(d0) -> (d0 + 1)>
"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() {new = 1 : i64} : () -> ()
    "test.success"() {new = #map} : () -> ()
    "test.success"() {new = #x.opaque<"thing">} : () -> ()
    "test.op"() {other = 1 : i64} : () -> ()
    "test.op"() : () -> ()
  }) : () -> ()
}) : () -> ()


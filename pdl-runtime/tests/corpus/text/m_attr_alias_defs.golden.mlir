#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "test.a"() {x = 1 : i32, y = [1 : i32, 1 : i32], z = #map} : () -> ()
}) : () -> ()


// attr alias defs
#a = 1 : i32
#b = [#a, #a]
#c = affine_map<(d0) -> (d0)>
"test.a"() {x = #a, y = #b, z = #c} : () -> ()

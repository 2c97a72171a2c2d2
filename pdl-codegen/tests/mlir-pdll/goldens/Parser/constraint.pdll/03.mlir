module {
} loc(#loc)
#loc = loc("constraint.pdll":19:1)

module {
} loc(#loc)
#loc = loc("constraint.pdll":53:1)

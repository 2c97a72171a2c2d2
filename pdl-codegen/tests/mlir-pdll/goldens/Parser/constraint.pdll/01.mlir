module {
} loc(#loc)
#loc = loc("constraint.pdll":5:1)

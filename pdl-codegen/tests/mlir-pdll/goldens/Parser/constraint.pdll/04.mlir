module {
} loc(#loc)
#loc = loc("constraint.pdll":33:1)

module {
} loc(#loc)
#loc = loc("constraint.pdll":79:1)

module {
} loc(#loc)
#loc = loc("constraint.pdll":11:1)

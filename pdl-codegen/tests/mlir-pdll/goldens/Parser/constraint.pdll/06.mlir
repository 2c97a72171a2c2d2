module {
} loc(#loc)
#loc = loc("constraint.pdll":68:1)

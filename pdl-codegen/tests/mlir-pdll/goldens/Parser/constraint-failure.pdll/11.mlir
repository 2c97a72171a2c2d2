module {
} loc(#loc)
#loc = loc("constraint-failure.pdll":74:1)

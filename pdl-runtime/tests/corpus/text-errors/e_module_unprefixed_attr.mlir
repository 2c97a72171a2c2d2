// error: module unprefixed attr
module attributes {plain} {
}

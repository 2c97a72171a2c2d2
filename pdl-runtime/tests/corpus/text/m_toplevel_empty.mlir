// toplevel empty
// nothing but a comment

//! Prints a PDL or PDLL file's patterns in MLIR's generic form (a development aid).
fn main() {
    let path = std::env::args().nth(1).expect("usage: pdl_generic FILE");
    let src = std::fs::read_to_string(&path).expect("readable file");
    let set = if path.ends_with(".pdll") {
        pdl_codegen::compile::parse_pdll(&src)
    } else {
        pdl_codegen::compile::parse_pdl(&src)
    };
    match set {
        Ok(set) => {
            let name = if path.ends_with(".pdll") {
                None
            } else {
                Some("patterns")
            };
            print!("{}", pdl_codegen::compile::print_pdl_generic(&set, name))
        }
        Err(d) => {
            eprint!("{}", pdl_codegen::compile::render_all(&d, &path, &src));
            std::process::exit(1);
        }
    }
}

//! Patterns loaded at run time: a `.pdll` file is read, checked, lowered and compiled to
//! bytecode in one call, giving a frozen, `Send + Sync` pattern set. The same file is then
//! applied by the greedy driver to pdl-runtime's IR and to a user's own IR
//! (`pdl_examples::tiny_ir::Graph`), from several threads sharing one set.
//!
//! `cargo run -p pdl-examples --example load_at_run_time`

use std::path::Path;
use std::sync::Arc;

use pdl_codegen::load::load_file;
use pdl_examples::tiny_ir::Graph;
use pdl_runtime::access::PayloadRead;
use pdl_runtime::ir::Ir;
use pdl_runtime::rewrite::{apply_patterns_greedily, GreedyConfig};
use pdl_runtime::value::Natives;

const PAYLOAD: &str = r#"%0 = "test.src"() : () -> i32
%1 = "test.neg"(%0) : (i32) -> i32
%2 = "test.neg"(%1) : (i32) -> i32
%3 = "test.add"(%2, %2) : (i32, i32) -> i32
"test.sink"(%3) : (i32) -> ()
"#;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("patterns/fold_neg.pdll");

    // pdl-runtime's own IR, from several threads sharing one frozen set.
    let set = Arc::new(load_file::<Ir>(&file, &Natives::with_builtins())?);
    let handles: Vec<_> = (0..2)
        .map(|_| {
            let set = Arc::clone(&set);
            std::thread::spawn(move || {
                let mut ir = pdl_runtime::text::parse(PAYLOAD, "payload.mlir").expect("parses");
                let top = ir.root();
                apply_patterns_greedily(&mut ir, top, &*set, &GreedyConfig::default())
                    .expect("applies");
                pdl_runtime::text::print_generic(&ir)
            })
        })
        .collect();
    for h in handles {
        print!("{}", h.join().expect("thread"));
    }

    // The same file over a user's own IR behind the access traits.
    let graph_set = load_file::<Graph>(&file, &Natives::with_builtins())?;
    let mut g = Graph::new();
    let src = g.push("test.src", &[], &["i32"], &[]);
    let x = g.result(src, 0);
    let n1 = g.push("test.neg", &[x], &["i32"], &[]);
    let v1 = g.result(n1, 0);
    let n2 = g.push("test.neg", &[v1], &["i32"], &[]);
    let v2 = g.result(n2, 0);
    g.push("test.sink", &[v2], &[], &[]);
    let top = g.top();
    let outcome = apply_patterns_greedily(&mut g, top, &graph_set, &GreedyConfig::default())?;
    println!("// tiny_ir after {} rewrite(s):\n{g}", outcome.rewrites);
    Ok(())
}

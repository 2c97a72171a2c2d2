//! Forking a context and copying operations between IRs (`ir::fork`): what a parallel driver
//! does with each isolated-from-above operation. A copy prints as the original, in custom
//! and in generic form, over the text corpora; what a fork adds comes back exactly.

use std::path::Path;

use pdl_runtime::dialects::parse_loaded;
use pdl_runtime::ir::{Ir, Remap};
use pdl_runtime::text::{parse_in, print, print_generic};

/// The inputs of the custom-syntax corpora that read without error.
fn corpus() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut files = Vec::new();
    for dir in ["custom", "custom-hand", "props", "text"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for e in entries.flatten() {
            let path = e.path();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            if !name.ends_with(".mlir") || name.contains(".golden.") {
                continue;
            }
            if let Ok(src) = std::fs::read_to_string(&path) {
                files.push((format!("{dir}/{name}"), src));
            }
        }
    }
    files.sort();
    files
}

/// `ir`'s root copied into a fresh IR on a fork of its context.
fn copied(ir: &Ir) -> Ir {
    let (ctx, _) = ir.ctx.fork();
    let mut out = Ir::with_context(ctx);
    let block = out.root_block();
    let root = out.copy_op_from(ir, ir.root(), &Remap::identity(), block);
    out.detach_op(root);
    out.set_root(root);
    out
}

#[test]
fn copies_print_as_their_originals() {
    let mut checked = 0;
    for (name, src) in corpus() {
        let Ok(ir) = parse_loaded(&src, &name) else {
            continue;
        };
        let copy = copied(&ir);
        assert_eq!(print(&copy), print(&ir), "{name}: custom form");
        assert_eq!(
            print_generic(&copy),
            print_generic(&ir),
            "{name}: generic form"
        );
        assert!(copy.verify().is_ok(), "{name}: the copy verifies");
        checked += 1;
    }
    assert!(checked >= 20, "only {checked} corpus files read");
}

const MAIN: &str = "func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
";

/// Types, attributes and names the main file does not have.
const MORE: &str = "func.func @g(%a: tensor<4x?xf64>, %b: memref<2x3xi7, strided<[3, 1], offset: 2>>) -> (tensor<4x?xf64>, i7) attributes {fresh.dict = {k = [1 : i7, \"s\", @sym::@leaf], t = complex<f16>}} {
  %c = arith.constant dense<[1.5, 2.5]> : tensor<2xf64>
  %d = arith.constant 3 : i7
  %e = \"test.graph\"() ({
    \"test.use\"(%later) : (index) -> ()
    %later = \"test.def\"() : () -> index
  }) : () -> i7
  return %a, %e : tensor<4x?xf64>, i7
}
";

#[test]
fn what_a_fork_adds_comes_back() {
    let mut main = parse_loaded(MAIN, "main.mlir").unwrap();
    // A fork reads a file of its own: everything it interns is new to the main context.
    let (ctx, at) = main.ctx.fork();
    let other = parse_in(ctx, MORE, "more.mlir").unwrap();
    let remap = main.ctx.absorb(&other.ctx, at);
    let body = main.root_block();
    let from = other.region_blocks(other.region(other.root(), 0))[0];
    for op in other.block_ops(from).collect::<Vec<_>>() {
        main.copy_op_from(&other, op, &remap, body);
    }
    let both = format!("{MAIN}{MORE}");
    let expected = parse_loaded(&both, "both.mlir").unwrap();
    assert_eq!(print(&main), print(&expected));
    assert_eq!(print_generic(&main), print_generic(&expected));
    assert!(main.verify().is_ok());
}

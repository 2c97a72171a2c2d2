//! Forking a context and copying operations between IRs (`ir::fork`): what a parallel driver
//! does with each isolated-from-above operation. A copy prints as the original, in custom
//! and in generic form, over the text corpora; what a fork adds comes back exactly.

use std::path::Path;

use pdl_runtime::dialects::parse_loaded;
use pdl_runtime::ir::{ForkPoint, Ir, OpId, RegionsFrom, Remap};
use pdl_runtime::text::{parse_attribute, parse_in, print, print_generic};

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

/// Each function of `ir` copied into an IR of its own on one chain of forks (a parallel
/// driver's chunk), each copy changed there with what only its fork has interned; the
/// chain's context and the copies.
fn rewritten_apart(ir: &Ir) -> (Vec<(OpId, Ir, OpId)>, pdl_runtime::ir::Context, ForkPoint) {
    let (mut ctx, at) = ir.ctx.fork();
    let mut copies = Vec::new();
    let root_block = ir.region_blocks(ir.region(ir.root(), 0))[0];
    for (i, op) in ir.block_ops(root_block).enumerate() {
        if ir.num_regions(op) == 0 || ir.op_name_str(op) != "func.func" {
            continue;
        }
        let mut copy_ir = Ir::with_context(ctx);
        let block = copy_ir.root_block();
        let copy = copy_ir.copy_op_from(ir, op, &Remap::identity(), block);
        // Something new to the payload's context on the first operation of the body.
        let body = copy_ir.region_blocks(copy_ir.region(copy, 0)).to_vec();
        if let Some(first) = body.first().and_then(|&b| copy_ir.first_op(b)) {
            let key = copy_ir.ctx.symbol(&format!("fresh.key{i}"));
            let value = parse_attribute(
                &mut copy_ir.ctx,
                &format!(
                    "[\"fresh{i}\", {i} : i{}, complex<f{}>]",
                    60 + i,
                    [16, 32, 64][i % 3]
                ),
            )
            .unwrap();
            copy_ir.set_attr(first, key, Some(value));
            // And the body's last operation erased when it is not a terminator.
            let last = copy_ir.last_op(body[0]).unwrap();
            if copy_ir.num_results(last) == 0 && !copy_ir.op_name_str(last).ends_with("return") {
                copy_ir.erase_op(last);
            }
        }
        ctx = std::mem::take(&mut copy_ir.ctx);
        copies.push((op, copy_ir, copy));
    }
    (copies, ctx, at)
}

#[test]
fn bodies_relocated_in_parallel_are_the_bodies_copied_back_one_by_one() {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(3)
        .build()
        .unwrap();
    let mut checked = 0;
    for (name, src) in corpus() {
        let Ok(ir) = parse_loaded(&src, &name) else {
            continue;
        };
        let (copies, ctx, at) = rewritten_apart(&ir);
        if copies.is_empty() {
            continue;
        }
        let mut one_by_one = ir.clone();
        let remap = one_by_one.ctx.absorb(&ctx, at);
        for (op, copy_ir, copy) in &copies {
            one_by_one.replace_regions_from(*op, copy_ir, *copy, &remap);
        }
        let mut relocated = ir.clone();
        let remap = relocated.ctx.absorb(&ctx, at);
        let returns: Vec<RegionsFrom<'_>> = copies
            .iter()
            .map(|(op, src, from)| RegionsFrom {
                op: *op,
                src,
                from: *from,
                remap: &remap,
            })
            .collect();
        pool.install(|| relocated.replace_regions_in_parallel(&returns));
        assert_eq!(print(&relocated), print(&one_by_one), "{name}: custom form");
        assert_eq!(
            print_generic(&relocated),
            print_generic(&one_by_one),
            "{name}: generic form"
        );
        assert_eq!(
            relocated.verify(),
            one_by_one.verify(),
            "{name}: verification"
        );
        checked += 1;
    }
    assert!(checked >= 5, "only {checked} corpus files had functions");
}

//! Robustness of the transform interpreter (issue P9): recursion between named sequences is
//! rejected as MLIR's verifier rejects it (the expected lines are what `mlir-opt-22
//! --transform-interpreter` prints), a long chain of includes gets a located error instead
//! of a stack overflow, and reading such a chain is linear.

use pdl_runtime::ir::Ir;
use pdl_runtime::transform::Registry;
use pdl_runtime::transform::Script;
use pdl_runtime::transform::{run_entry, Interpreter, MAX_NESTING};
use pdl_runtime::transform::{Collect, Diag, Loc};

/// `file:line:col: severity: message` of a diagnostic and its notes (script locations).
fn lines(src: &str, script: &Script, d: &Diag<Ir>) -> Vec<String> {
    let at = |loc: &Loc<Ir>| match loc {
        Loc::Script(id) => {
            let (l, c) = pdl_runtime::text::line_col(src, script.ops[*id].loc.unwrap() as usize);
            format!("t.mlir:{l}:{c}")
        }
        _ => "elsewhere".to_string(),
    };
    let mut out = vec![format!(
        "{}: {}: {}",
        at(&d.loc),
        d.severity.as_str(),
        d.message
    )];
    for n in &d.notes {
        if let pdl_runtime::transform::Note::Text(l, m) = n {
            out.push(format!("{}: note: {m}", at(l)));
        }
    }
    out
}

/// Runs `@__transform_main`; whether it succeeded and the diagnostics, rendered.
fn run(src: &str) -> (bool, Vec<String>) {
    let mut ir = pdl_runtime::text::parse(src, "t.mlir").unwrap();
    let script = Script::from_ir(&ir, src);
    let root = ir.root();
    let (mut sink, registry) = (Collect::default(), Registry::new());
    let ok = {
        let mut it = Interpreter::new(&script, &mut ir, &mut sink, &registry);
        run_entry(&mut it, root, "__transform_main")
    };
    let out = sink.0.iter().flat_map(|d| lines(src, &script, d)).collect();
    (ok, out)
}

#[test]
fn a_named_sequence_including_itself_is_rejected() {
    let src = r#"module attributes {transform.with_named_sequence} {
  transform.named_sequence @f(%arg0: !transform.any_op {transform.readonly}) {
    transform.include @f failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.include @f failures(propagate) (%root) : (!transform.any_op) -> ()
    transform.yield
  }
}
"#;
    assert_eq!(
        run(src),
        (
            false,
            vec!["t.mlir:2:3: error: recursion not allowed in named sequences".to_string()]
        )
    );
}

#[test]
fn a_cycle_through_several_named_sequences_is_rejected_at_mlirs_node() {
    // A cycle c -> a -> b -> c, reached from c through a nested region; MLIR reports the
    // node its SCC iteration lists first, with the others as notes.
    let src = r#"module attributes {transform.with_named_sequence} {
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) {
    transform.include @b failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
  transform.named_sequence @c(%arg0: !transform.any_op {transform.readonly}) {
    transform.sequence %arg0 : !transform.any_op failures(propagate) {
    ^bb1(%arg1: !transform.any_op):
      transform.include @d failures(propagate) (%arg1) : (!transform.any_op) -> ()
    }
    transform.include @a failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
  transform.named_sequence @d(%arg0: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @b(%arg0: !transform.any_op {transform.readonly}) {
    transform.include @d failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.include @c failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.include @a failures(propagate) (%root) : (!transform.any_op) -> ()
    transform.yield
  }
}
"#;
    assert_eq!(
        run(src).1,
        [
            "t.mlir:6:3: error: recursion not allowed in named sequences",
            "t.mlir:17:3: note: operation on recursion stack",
            "t.mlir:2:3: note: operation on recursion stack",
        ]
    );
}

/// `n` named sequences, each including the next; `@__transform_main` includes the first.
fn chain(n: usize) -> String {
    let mut s = String::from(
        "module attributes {transform.with_named_sequence} {\n  \"my.a\"() : () -> ()\n",
    );
    for i in 0..n {
        s += &format!(
            "  transform.named_sequence @f{i}(%arg0: !transform.any_op {{transform.readonly}}) {{\n"
        );
        if i + 1 < n {
            s += &format!(
                "    transform.include @f{} failures(propagate) (%arg0) : (!transform.any_op) -> ()\n",
                i + 1
            );
        }
        s += "    transform.yield\n  }\n";
    }
    s += "  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.include @f0 failures(propagate) (%root) : (!transform.any_op) -> ()
    transform.yield
  }
}
";
    s
}

/// Runs `f` on a thread with a main thread's stack (debug builds use a lot per level).
fn with_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

#[test]
fn a_chain_of_includes_within_the_limit_runs() {
    // `@__transform_main` is one level, each `@fI` that includes the next one more.
    let (ok, diags) = with_stack(|| run(&chain(MAX_NESTING)));
    assert!(ok, "{diags:?}");
    assert!(diags.is_empty());
}

#[test]
fn a_chain_of_10000_includes_gets_a_located_error() {
    let (ok, diags) = with_stack(|| run(&chain(10_000)));
    assert!(!ok);
    // The include in @f255 (line 3 + 4 * 255 + 1) is the 257th nested application.
    assert_eq!(
        diags,
        ["t.mlir:1024:5: error: transform operations nested deeper than 256 levels"]
    );
}

#[test]
fn reading_a_chain_of_includes_is_linear() {
    // Each include used to scan the rest of the file for a block label: 1,000 includes took
    // 8 s in a debug build, so 20,000 would take an hour.
    let src = chain(20_000);
    let start = std::time::Instant::now();
    let ir = pdl_runtime::text::parse(&src, "t.mlir").unwrap();
    let script = Script::from_ir(&ir, &src);
    assert_eq!(script.named.len(), 20_001);
    let d = pdl_runtime::transform::verify::<Ir>(&script, &Registry::new());
    assert!(d.is_none());
    assert!(start.elapsed().as_secs() < 20, "{:?}", start.elapsed());
}

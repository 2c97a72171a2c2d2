//! Deterministic random pattern sets (PDL text), shared by the build script (which compiles
//! each set natively) and the tests (which load the same text into the VM). Standard library
//! only, so `build.rs` can include this file with `#[path]`.
//!
//! Every set draws its operation names, types and attributes from the small vocabulary
//! below, which the tests' payload generator uses too, so that random payloads meet the
//! patterns often. The shapes covered: single-root operations constrained by name (or not),
//! operand count, operand and result types (constants, shared variables, ranges), attributes
//! (constant or present); chains of defining operations; patterns sharing a prefix (the same
//! match with one more constraint) at different benefits; multi-root patterns joined by a
//! shared operand or by a producer whose user is found by walking up; native constraints
//! (negated or not); rewrites that erase, replace by a new operation (explicit or inferred
//! result types) or by values, create operations with attributes and types made in the
//! rewrite, `pdl.range`, `pdl.result(s)` of created operations, and native rewrites.
//!
//! About half the sets also hold one pattern over registered operations of the core dialects
//! ([`REGISTERED_OPS`]: `arith` constants and integer binary operations), well formed, whose
//! rewrites create registered operations (binary operations, constants) that the greedy
//! driver then folds, deduplicates and erases when dead.

use std::collections::HashMap;

/// Operation names patterns match and payloads use (`test.op` is the name MLIR's
/// `single_entity_constraint` accepts).
pub const OP_NAMES: &[&str] = &["r.a", "r.b", "r.c", "r.d", "test.op"];
/// Operation names rewrites create (besides those of [`OP_NAMES`], which chain).
pub const NEW_NAMES: &[&str] = &["r.x", "r.y", "r.z"];
/// Types of payload values and of pattern constants.
pub const TYPES: &[&str] = &["i32", "i64", "f32"];
/// Attribute names.
pub const ATTR_NAMES: &[&str] = &["k", "m"];
/// Attribute values (MLIR text).
pub const ATTR_VALUES: &[&str] = &["1 : i64", "2 : i64", "\"s\""];

/// Registered operations of the core dialects that payloads hold and some patterns match
/// and create: `arith.constant` and integer binary operations (all `Pure`, the binary ones
/// folding, `addi`, `muli`, `andi` commutative).
pub const REGISTERED_OPS: &[&str] = &[
    "arith.constant",
    "arith.addi",
    "arith.muli",
    "arith.subi",
    "arith.andi",
];

/// Integer types registered binary operations take.
pub const INT_TYPES: &[&str] = &["i32", "i64"];

/// Number of random pattern sets.
pub const NUM_SETS: usize = 48;

/// A small deterministic generator (SplitMix64).
#[derive(Clone, Debug, Default)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Self {
        Rng(seed ^ 0x5DEE_CE66_D1CE_4E5B)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// True with probability `percent`%.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent as usize
    }

    /// One element of `items`.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// The PDL text of random set `index` (a `module` of `pdl.pattern`s).
pub fn pattern_set(index: usize) -> String {
    generate(index).0
}

/// One payload operation in MLIR text, with the values it defines (name, type).
#[derive(Clone, Debug)]
pub struct SeedOp {
    /// The operation, generic form, one line.
    pub text: String,
    /// Its results: SSA name and type.
    pub results: Vec<(String, String)>,
}

/// For each pattern of set `index`, payload operations built to meet its match (operand
/// sources first, in definition order): an instance of the pattern, which random payloads
/// mix in so that patterns match often. Native constraints may still reject it.
pub fn pattern_seeds(index: usize) -> Vec<Vec<SeedOp>> {
    generate(index).1
}

fn generate(index: usize) -> (String, Vec<Vec<SeedOp>>) {
    let mut all_seeds = Vec::new();
    let mut rng = Rng::new(index as u64 * 7919 + 1);
    let n = 1 + rng.below(6);
    // A few names per set, so patterns share root switches and prefixes.
    let mut names: Vec<&'static str> = Vec::new();
    for _ in 0..2 + rng.below(2) {
        names.push(*rng.pick(OP_NAMES));
    }
    let mut out = format!("// random pattern set {index}\nmodule @set{index} {{\n");
    let mut seeds: Vec<u64> = Vec::new();
    for p in 0..n {
        let benefit = rng.below(4);
        let kind = rng.below(10);
        let mut b = Pattern {
            inst_rng: Rng::new((index * 101 + p) as u64),
            prefix: format!("p{p}_"),
            ..Pattern::default()
        };
        match kind {
            0 | 1 => {
                let seed = rng.next_u64();
                multi_root(&mut b, &mut Rng::new(seed), &names, kind == 1)
            }
            _ => {
                // Sometimes repeat an earlier pattern's match with one more constraint.
                let (seed, extra) = if !seeds.is_empty() && rng.chance(35) {
                    (*rng.pick(&seeds), true)
                } else {
                    (rng.next_u64(), false)
                };
                seeds.push(seed);
                let mut m = Rng::new(seed);
                let (root, user) = single_root(&mut b, &mut m, &names, extra);
                let mut r = Rng::new(rng.next_u64());
                rewrite_root(&mut b, &mut r, &root, user.as_deref());
            }
        }
        out.push_str(&format!("  // pattern {p}\n"));
        out.push_str(&format!("  pdl.pattern : benefit({benefit}) {{\n"));
        for l in &b.lines {
            out.push_str("    ");
            out.push_str(l);
            out.push('\n');
        }
        out.push_str("  }\n");
        all_seeds.push(b.inst);
    }
    // A pattern over registered operations, from a generator of its own (the patterns above
    // are what they were before these existed).
    let mut reg = Rng::new(index as u64 * 104_729 + 3);
    if reg.chance(50) {
        let (lines, seed) = registered_pattern(&mut reg, n);
        out.push_str(&format!("  // pattern {n}: registered operations\n"));
        out.push_str(&format!("  pdl.pattern : benefit({}) {{\n", reg.below(4)));
        for l in &lines {
            out.push_str("    ");
            out.push_str(l);
            out.push('\n');
        }
        out.push_str("  }\n");
        all_seeds.push(seed);
    }
    out.push_str("}\n");
    (out, all_seeds)
}

/// A well-formed pattern rooted at a registered binary operation of an integer type (pattern
/// `p` of its set), and an instance of its match. The match: `arith.<op>(%a, %b)`, where
/// `%b` is sometimes defined by an `arith.constant` of a given value. The rewrite: another
/// binary operation of the same operands, a new constant, or the operand `%a`.
fn registered_pattern(rng: &mut Rng, p: usize) -> (Vec<String>, Vec<SeedOp>) {
    let binary = &REGISTERED_OPS[1..];
    let op = *rng.pick(binary);
    let ty = *rng.pick(INT_TYPES);
    let mut lines = Vec::new();
    let mut seed = Vec::new();
    let v = |k: usize| format!("%p{p}_s{k}");
    lines.push(format!("%t = pdl.type : {ty}"));
    lines.push("%a = pdl.operand : %t".to_string());
    seed.push(SeedOp {
        text: format!("{} = \"r.src\"() : () -> {ty}", v(0)),
        results: vec![(v(0), ty.to_string())],
    });
    let constant = rng.chance(50);
    let value = rng.below(3);
    if constant {
        lines.push(format!("%cv = pdl.attribute = {value} : {ty}"));
        lines.push(
            "%c = pdl.operation \"arith.constant\" {\"value\" = %cv} -> (%t : !pdl.type)".into(),
        );
        lines.push("%b = pdl.result 0 of %c".into());
        seed.push(SeedOp {
            text: format!(
                "{} = \"arith.constant\"() <{{value = {value} : {ty}}}> : () -> {ty}",
                v(1)
            ),
            results: vec![(v(1), ty.to_string())],
        });
    } else {
        lines.push("%b = pdl.operand : %t".into());
        seed.push(SeedOp {
            text: format!("{} = \"r.src\"() : () -> {ty}", v(1)),
            results: vec![(v(1), ty.to_string())],
        });
    }
    lines.push(format!(
        "%root = pdl.operation \"{op}\"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)"
    ));
    seed.push(SeedOp {
        text: format!(
            "{} = \"{op}\"({}, {}) : ({ty}, {ty}) -> {ty}",
            v(2),
            v(0),
            v(1)
        ),
        results: vec![(v(2), ty.to_string())],
    });
    // Another binary operation (the same one would rewrite its own result for ever).
    let others: Vec<&str> = binary.iter().copied().filter(|o| *o != op).collect();
    match rng.below(3) {
        0 => {
            let other = *rng.pick(&others);
            let (x, y) = if rng.chance(50) {
                ("%a", "%b")
            } else {
                ("%b", "%a")
            };
            lines.push("pdl.rewrite %root {".into());
            lines.push(format!(
                "  %n = pdl.operation \"{other}\"({x}, {y} : !pdl.value, !pdl.value) -> (%t : !pdl.type)"
            ));
            lines.push("  pdl.replace %root with %n".into());
        }
        1 => {
            let k = rng.below(3);
            lines.push("pdl.rewrite %root {".into());
            lines.push(format!("  %kv = pdl.attribute = {k} : {ty}"));
            lines.push(
                "  %k = pdl.operation \"arith.constant\" {\"value\" = %kv} -> (%t : !pdl.type)"
                    .into(),
            );
            lines.push("  %kr = pdl.result 0 of %k".into());
            let other = *rng.pick(&others);
            lines.push(format!(
                "  %n = pdl.operation \"{other}\"(%a, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)"
            ));
            lines.push("  pdl.replace %root with %n".into());
        }
        _ => {
            lines.push("pdl.rewrite %root {".into());
            lines.push("  pdl.replace %root with (%a : !pdl.value)".into());
        }
    }
    lines.push("}".into());
    (lines, seed)
}

/// The body of one pattern being written, and an instance of its match.
#[derive(Default)]
struct Pattern {
    lines: Vec<String>,
    next: usize,
    /// Choices of the instance (apart from the pattern's, which stay as they were).
    inst_rng: Rng,
    /// Prefix of the instance's SSA names.
    prefix: String,
    /// The instance's operations.
    inst: Vec<SeedOp>,
    /// Concrete types of `!pdl.type` and `!pdl.range<type>` variables.
    inst_types: HashMap<String, Vec<String>>,
    /// Concrete values of `!pdl.value`, `!pdl.range<value>` and `!pdl.operation` (its
    /// results) variables.
    inst_values: HashMap<String, Vec<(String, String)>>,
    /// Concrete attributes.
    inst_attrs: HashMap<String, String>,
}

/// Result types of a matched operation.
#[derive(Clone)]
enum Results {
    /// Zero results (no `->`).
    None,
    /// One `!pdl.type` variable per result.
    Single(Vec<String>),
    /// One `!pdl.range<type>` variable.
    Range(String),
}

/// A matched operation.
struct MatchedOp {
    var: String,
    /// Operand variables, `true` for ranges.
    operands: Vec<(String, bool)>,
    results: Results,
    /// Attribute variables.
    attrs: Vec<(String, String)>,
}

impl Pattern {
    /// A random payload type.
    fn inst_type(&mut self) -> String {
        TYPES[self.inst_rng.below(TYPES.len())].to_string()
    }

    /// Adds an operation to the instance; returns its results.
    fn inst_op(
        &mut self,
        name: &str,
        operands: &[(String, String)],
        attrs: &[(String, String)],
        results: &[String],
    ) -> Vec<(String, String)> {
        let var = format!("%{}s{}", self.prefix, self.inst.len());
        let mut text = match results.len() {
            0 => String::new(),
            1 => format!("{var} = "),
            n => format!("{var}:{n} = "),
        };
        let names: Vec<&str> = operands.iter().map(|(v, _)| v.as_str()).collect();
        text.push_str(&format!("\"{name}\"({})", names.join(", ")));
        if !attrs.is_empty() {
            let list: Vec<String> = attrs.iter().map(|(k, v)| format!("{k} = {v}")).collect();
            text.push_str(&format!(" {{{}}}", list.join(", ")));
        }
        let in_types: Vec<&str> = operands.iter().map(|(_, t)| t.as_str()).collect();
        text.push_str(&format!(
            " : ({}) -> ({})",
            in_types.join(", "),
            results.join(", ")
        ));
        let values: Vec<(String, String)> = results
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let v = if results.len() == 1 {
                    var.clone()
                } else {
                    format!("{var}#{i}")
                };
                (v, t.clone())
            })
            .collect();
        self.inst.push(SeedOp {
            text,
            results: values.clone(),
        });
        values
    }

    /// A source of values of the given types (an operation no pattern names).
    fn inst_sources(&mut self, types: &[String]) -> Vec<(String, String)> {
        types
            .iter()
            .flat_map(|t| self.inst_op("r.src", &[], &[], std::slice::from_ref(t)))
            .collect()
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("%{prefix}{}", self.next)
    }

    fn line(&mut self, l: String) {
        self.lines.push(l);
    }

    fn ty(&mut self, rng: &mut Rng) -> String {
        let t = self.fresh("t");
        let concrete = if rng.chance(25) {
            let c = rng.pick(TYPES);
            self.line(format!("{t} = pdl.type : {c}"));
            c.to_string()
        } else {
            self.line(format!("{t} = pdl.type"));
            self.inst_type()
        };
        self.inst_types.insert(t.clone(), vec![concrete]);
        t
    }

    fn types(&mut self, rng: &mut Rng) -> String {
        let t = self.fresh("ts");
        let concrete = if rng.chance(30) {
            let n = rng.below(3);
            let list: Vec<&str> = (0..n).map(|_| *rng.pick(TYPES)).collect();
            self.line(format!("{t} = pdl.types : [{}]", list.join(", ")));
            list.iter().map(|t| t.to_string()).collect()
        } else {
            self.line(format!("{t} = pdl.types"));
            let n = self.inst_rng.below(3);
            (0..n).map(|_| self.inst_type()).collect()
        };
        self.inst_types.insert(t.clone(), concrete);
        t
    }

    /// An operation in the match; `depth` bounds the chain of defining operations.
    fn op(
        &mut self,
        rng: &mut Rng,
        names: &[&'static str],
        depth: usize,
        need_results: bool,
    ) -> MatchedOp {
        // Operands.
        let mut operands: Vec<(String, bool)> = Vec::new();
        let mut singles: Vec<String> = Vec::new();
        let mode = rng.below(10);
        if mode < 1 {
            // No operands.
        } else if mode < 6 {
            let n = if rng.chance(70) { 1 } else { 2 + rng.below(2) };
            for _ in 0..n {
                if !singles.is_empty() && rng.chance(15) {
                    let v = rng.pick(&singles).clone();
                    operands.push((v, false));
                    continue;
                }
                let v = if depth > 0 && rng.chance(40) {
                    let def = self.op(rng, names, depth - 1, true);
                    let n = match &def.results {
                        Results::Single(ts) => ts.len(),
                        _ => 1,
                    };
                    let v = self.fresh("r");
                    let i = rng.below(n);
                    self.line(format!("{v} = pdl.result {i} of {}", def.var));
                    let value = self.inst_values[&def.var][i].clone();
                    self.inst_values.insert(v.clone(), vec![value]);
                    v
                } else {
                    let v = self.fresh("v");
                    let ty = if rng.chance(25) {
                        let t = self.ty(rng);
                        self.line(format!("{v} = pdl.operand : {t}"));
                        self.inst_types[&t].clone()
                    } else {
                        self.line(format!("{v} = pdl.operand"));
                        vec![self.inst_type()]
                    };
                    let values = self.inst_sources(&ty);
                    self.inst_values.insert(v.clone(), values);
                    v
                };
                singles.push(v.clone());
                operands.push((v, false));
            }
        } else {
            if rng.chance(40) {
                let v = self.fresh("v");
                self.line(format!("{v} = pdl.operand"));
                let ty = vec![self.inst_type()];
                let values = self.inst_sources(&ty);
                self.inst_values.insert(v.clone(), values);
                operands.push((v, false));
            }
            let v = if depth > 0 && rng.chance(30) {
                let def = self.op(rng, names, depth - 1, true);
                let v = self.fresh("rs");
                self.line(format!("{v} = pdl.results of {}", def.var));
                let values = self.inst_values[&def.var].clone();
                self.inst_values.insert(v.clone(), values);
                v
            } else {
                let v = self.fresh("vs");
                let tys = if rng.chance(35) {
                    let t = self.types(rng);
                    self.line(format!("{v} = pdl.operands : {t}"));
                    self.inst_types[&t].clone()
                } else {
                    self.line(format!("{v} = pdl.operands"));
                    let n = self.inst_rng.below(3);
                    (0..n).map(|_| self.inst_type()).collect()
                };
                let values = self.inst_sources(&tys);
                self.inst_values.insert(v.clone(), values);
                v
            };
            operands.push((v, true));
        }
        // Attributes.
        let mut attrs = Vec::new();
        for (i, name) in ATTR_NAMES.iter().enumerate() {
            if rng.chance(if i == 0 { 20 } else { 8 }) {
                let a = self.fresh("a");
                let concrete = if rng.chance(60) {
                    let c = rng.pick(ATTR_VALUES);
                    self.line(format!("{a} = pdl.attribute = {c}"));
                    c.to_string()
                } else {
                    self.line(format!("{a} = pdl.attribute"));
                    ATTR_VALUES[self.inst_rng.below(ATTR_VALUES.len())].to_string()
                };
                self.inst_attrs.insert(a.clone(), concrete);
                attrs.push((name.to_string(), a));
            }
        }
        // Result types.
        let r = rng.below(10);
        let results = if need_results || r >= 2 {
            if r < 6 || need_results {
                let n = if rng.chance(75) { 1 } else { 2 };
                let mut ts: Vec<String> = Vec::new();
                for _ in 0..n {
                    if !ts.is_empty() && rng.chance(30) {
                        let t = ts[0].clone();
                        ts.push(t);
                    } else {
                        let t = self.ty(rng);
                        ts.push(t);
                    }
                }
                Results::Single(ts)
            } else {
                Results::Range(self.types(rng))
            }
        } else {
            Results::None
        };
        // The operation.
        let var = self.fresh("op");
        let op_name = if depth == 0 && !need_results && rng.chance(8) {
            None
        } else {
            Some(*rng.pick(names))
        };
        let name = op_name.map(|n| format!(" \"{n}\"")).unwrap_or_default();
        let mut text = format!("{var} = pdl.operation{name}");
        text.push_str(&operand_list(&operands));
        if !attrs.is_empty() {
            let list: Vec<String> = attrs
                .iter()
                .map(|(n, a)| format!("\"{n}\" = {a}"))
                .collect();
            text.push_str(&format!(" {{{}}}", list.join(", ")));
        }
        match &results {
            Results::None => {}
            Results::Single(ts) => {
                let kinds = vec!["!pdl.type"; ts.len()];
                text.push_str(&format!(" -> ({} : {})", ts.join(", "), kinds.join(", ")));
            }
            Results::Range(t) => text.push_str(&format!(" -> ({t} : !pdl.range<type>)")),
        }
        self.line(text);
        // The instance of the operation.
        let inst_name = op_name.unwrap_or_else(|| OP_NAMES[self.inst_rng.below(OP_NAMES.len())]);
        let inst_operands: Vec<(String, String)> = operands
            .iter()
            .flat_map(|(v, _)| self.inst_values[v].clone())
            .collect();
        let inst_attrs: Vec<(String, String)> = attrs
            .iter()
            .map(|(n, a)| (n.clone(), self.inst_attrs[a].clone()))
            .collect();
        let inst_results: Vec<String> = match &results {
            Results::None => Vec::new(),
            Results::Single(ts) => ts.iter().map(|t| self.inst_types[t][0].clone()).collect(),
            Results::Range(t) => self.inst_types[t].clone(),
        };
        let values = self.inst_op(inst_name, &inst_operands, &inst_attrs, &inst_results);
        self.inst_values.insert(var.clone(), values);
        MatchedOp {
            var,
            operands,
            results,
            attrs,
        }
    }
}

/// `(%a, %b : !pdl.value, !pdl.range<value>)`, or nothing for no operands.
fn operand_list(operands: &[(String, bool)]) -> String {
    if operands.is_empty() {
        return String::new();
    }
    let vars: Vec<&str> = operands.iter().map(|(v, _)| v.as_str()).collect();
    let kinds: Vec<&str> = operands
        .iter()
        .map(|(_, r)| {
            if *r {
                "!pdl.range<value>"
            } else {
                "!pdl.value"
            }
        })
        .collect();
    format!("({} : {})", vars.join(", "), kinds.join(", "))
}

/// A single-root match; `extra` adds one more constraint at the end (same prefix). Returns
/// the root and, if the extra constraint added one, a user of the root the rewrite must use.
fn single_root(
    b: &mut Pattern,
    rng: &mut Rng,
    names: &[&'static str],
    extra: bool,
) -> (MatchedOp, Option<String>) {
    let mut user = None;
    let depth = rng.below(3);
    let root = b.op(rng, names, depth, false);
    if rng.chance(15) {
        let neg = if rng.chance(50) {
            " {isNegated = true}"
        } else {
            ""
        };
        b.line(format!(
            "pdl.apply_native_constraint \"single_entity_constraint\"({} : !pdl.operation){neg}",
            root.var
        ));
    }
    if extra {
        match (&root.results, rng.below(3)) {
            // The root's first result feeds an operation with a constant attribute (found
            // by walking up from the root).
            (Results::Single(_), 1 | 2) => {
                let a = b.fresh("a");
                let c = rng.pick(ATTR_VALUES);
                b.line(format!("{a} = pdl.attribute = {c}"));
                let r = b.fresh("r");
                b.line(format!("{r} = pdl.result 0 of {}", root.var));
                let u = b.fresh("op");
                let name = rng.pick(OP_NAMES);
                b.line(format!(
                    "{u} = pdl.operation \"{name}\"({r} : !pdl.value) {{\"k\" = {a}}}"
                ));
                let operand = b.inst_values[&root.var][0].clone();
                b.inst_op(name, &[operand], &[("k".into(), c.to_string())], &[]);
                user = Some(u);
            }
            _ => b.line(format!(
                "pdl.apply_native_constraint \"single_entity_constraint\"({} : !pdl.operation) {{isNegated = true}}",
                root.var
            )),
        }
    }
    (root, user)
}

/// The rewrite of a single-root pattern: erase or replace the root. A matched `user` of the
/// root is given to the native rewrite `creator` (MLIR wants every matched operation used).
fn rewrite_root(b: &mut Pattern, rng: &mut Rng, root: &MatchedOp, user: Option<&str>) {
    let mut body: Vec<String> = Vec::new();
    if let Some(u) = user {
        body.push(format!(
            "%nuser = pdl.apply_native_rewrite \"creator\"({u} : !pdl.operation) : !pdl.operation"
        ));
    }
    let mut next = 0;
    let mut fresh = |p: &str| {
        next += 1;
        format!("%n{p}{next}")
    };
    let singles: Vec<&String> = root
        .operands
        .iter()
        .filter(|(_, r)| !r)
        .map(|(v, _)| v)
        .collect();
    // Operands of a created op: some of the root's.
    let mut new_operands: Vec<(String, bool)> = root
        .operands
        .iter()
        .filter(|_| rng.chance(70))
        .cloned()
        .collect();
    if new_operands.len() > 1 && rng.chance(25) {
        let r = fresh("range");
        let vars: Vec<&str> = new_operands.iter().map(|(v, _)| v.as_str()).collect();
        let kinds: Vec<&str> = new_operands
            .iter()
            .map(|(_, r)| {
                if *r {
                    "!pdl.range<value>"
                } else {
                    "!pdl.value"
                }
            })
            .collect();
        body.push(format!(
            "{r} = pdl.range {} : {}",
            vars.join(", "),
            kinds.join(", ")
        ));
        new_operands = vec![(r, true)];
    }
    // Attributes of a created op: copied, made here or by a native.
    let mut attrs: Vec<String> = root
        .attrs
        .iter()
        .filter(|_| rng.chance(60))
        .map(|(n, a)| format!("\"{n}\" = {a}"))
        .collect();
    match rng.below(6) {
        0 => {
            let a = fresh("a");
            body.push(format!("{a} = pdl.attribute = \"new\""));
            attrs.push(format!("\"made\" = {a}"));
        }
        1 => {
            let a = fresh("a");
            body.push(format!(
                "{a} = pdl.apply_native_rewrite \"str_creator\" : !pdl.attribute"
            ));
            attrs.push(format!("\"str\" = {a}"));
        }
        _ => {}
    }
    let attr_text = if attrs.is_empty() {
        String::new()
    } else {
        format!(" {{{}}}", attrs.join(", "))
    };
    let new_name = |rng: &mut Rng| {
        if rng.chance(15) {
            *rng.pick(OP_NAMES)
        } else {
            *rng.pick(NEW_NAMES)
        }
    };
    let choice = rng.below(10);
    match (&root.results, choice) {
        // Erase, after maybe creating a result-less op.
        (_, 0 | 1) => {
            if rng.chance(60) {
                let n = fresh("op");
                body.push(format!(
                    "{n} = pdl.operation \"{}\"{}{attr_text}",
                    new_name(rng),
                    operand_list(&new_operands)
                ));
            }
            body.push(format!("pdl.erase {}", root.var));
        }
        // Replace with a value: an operand of the root.
        (Results::Single(ts), 2 | 3) if ts.len() == 1 && !singles.is_empty() => {
            let v = rng.pick(&singles);
            body.push(format!("pdl.replace {} with ({v} : !pdl.value)", root.var));
        }
        // Replace with the operands range when the root has a range of results.
        (Results::Range(_), 2) if root.operands.len() == 1 && root.operands[0].1 => {
            let v = &root.operands[0].0;
            body.push(format!(
                "pdl.replace {} with ({v} : !pdl.range<value>)",
                root.var
            ));
        }
        // A native rewrite creates the replacement (`test.success`, no results).
        (Results::None, 4) => {
            let n = fresh("op");
            body.push(format!(
                "{n} = pdl.apply_native_rewrite \"creator\"({} : !pdl.operation) : !pdl.operation",
                root.var
            ));
            body.push(format!("pdl.replace {} with {n}", root.var));
        }
        // The root's operands and their types from `var_creator`.
        (_, 5) => {
            let vs = fresh("vals");
            let ts = fresh("tys");
            body.push(format!(
                "{vs}, {ts} = pdl.apply_native_rewrite \"var_creator\"({} : !pdl.operation) : !pdl.range<value>, !pdl.range<type>",
                root.var
            ));
            body.push(format!(
                "{} = pdl.operation \"{}\"({vs} : !pdl.range<value>) -> ({ts} : !pdl.range<type>)",
                fresh("op"),
                new_name(rng)
            ));
            body.push(format!("pdl.erase {}", root.var));
        }
        // Replace with a new op: result types explicit (the root's, or made here) or inferred.
        (results, _) => {
            let n = fresh("op");
            let types = match results {
                Results::None => String::new(),
                Results::Range(t) => {
                    if rng.chance(30) {
                        String::new()
                    } else {
                        format!(" -> ({t} : !pdl.range<type>)")
                    }
                }
                Results::Single(ts) => {
                    let mut list: Vec<String> = Vec::new();
                    for t in ts {
                        match rng.below(6) {
                            0 => {
                                let c = fresh("t");
                                body.push(format!("{c} = pdl.type : {}", rng.pick(TYPES)));
                                list.push(c);
                            }
                            1 => {
                                let c = fresh("t");
                                body.push(format!(
                                    "{c} = pdl.apply_native_rewrite \"type_creator\" : !pdl.type"
                                ));
                                list.push(c);
                            }
                            _ => list.push(t.clone()),
                        }
                    }
                    if rng.chance(20) {
                        String::new()
                    } else {
                        let kinds = vec!["!pdl.type"; list.len()];
                        format!(" -> ({} : {})", list.join(", "), kinds.join(", "))
                    }
                }
            };
            body.push(format!(
                "{n} = pdl.operation \"{}\"{}{attr_text}{types}",
                new_name(rng),
                operand_list(&new_operands)
            ));
            if rng.chance(25) {
                if let Results::Single(ts) = results {
                    // Replace with the new op's results as values.
                    let mut vals = Vec::new();
                    for i in 0..ts.len() {
                        let r = fresh("res");
                        body.push(format!("{r} = pdl.result {i} of {n}"));
                        vals.push(r);
                    }
                    let kinds = vec!["!pdl.value"; vals.len()];
                    body.push(format!(
                        "pdl.replace {} with ({} : {})",
                        root.var,
                        vals.join(", "),
                        kinds.join(", ")
                    ));
                } else {
                    body.push(format!("pdl.replace {} with {n}", root.var));
                }
            } else {
                body.push(format!("pdl.replace {} with {n}", root.var));
            }
        }
    }
    b.line(format!("pdl.rewrite {} {{", root.var));
    for l in body {
        b.line(format!("  {l}"));
    }
    b.line("}".to_string());
}

/// A multi-root pattern: two operations sharing an operand (`producer == false`), or a
/// producer and one of its users, rewritten from the producer (found by walking up).
fn multi_root(b: &mut Pattern, rng: &mut Rng, names: &[&'static str], producer: bool) {
    if producer {
        let t = b.ty(rng);
        let v = b.fresh("v");
        b.line(format!("{v} = pdl.operand"));
        let p = b.fresh("op");
        let p_name = rng.pick(names);
        b.line(format!(
            "{p} = pdl.operation \"{p_name}\"({v} : !pdl.value) -> ({t} : !pdl.type)"
        ));
        let ty = b.inst_type();
        let source = b.inst_sources(&[ty]);
        let p_type = b.inst_types[&t].clone();
        let p_results = b.inst_op(p_name, &source, &[], &p_type);
        let r = b.fresh("r");
        b.line(format!("{r} = pdl.result 0 of {p}"));
        let u = b.fresh("op");
        let other = if rng.chance(40) {
            let w = b.fresh("v");
            b.line(format!("{w} = pdl.operand"));
            Some(w)
        } else {
            None
        };
        let ops = match &other {
            Some(w) => format!("({r}, {w} : !pdl.value, !pdl.value)"),
            None => format!("({r} : !pdl.value)"),
        };
        let u_name = rng.pick(names);
        b.line(format!("{u} = pdl.operation \"{u_name}\"{ops}"));
        let mut u_operands = p_results;
        if other.is_some() {
            let ty = b.inst_type();
            u_operands.extend(b.inst_sources(&[ty]));
        }
        b.inst_op(u_name, &u_operands, &[], &[]);
        if rng.chance(20) {
            b.line(format!(
                "pdl.apply_native_constraint \"multi_entity_constraint\"({u}, {p} : !pdl.operation, !pdl.operation)"
            ));
        }
        b.line(format!("pdl.rewrite {p} {{"));
        b.line(format!(
            "  %fused = pdl.operation \"{}\"({v} : !pdl.value)",
            rng.pick(NEW_NAMES)
        ));
        b.line(format!("  pdl.replace {u} with %fused"));
        b.line(format!("  pdl.erase {p}"));
        b.line("}".to_string());
    } else {
        let v = b.fresh("v");
        let v_type = if rng.chance(40) {
            let t = b.ty(rng);
            b.line(format!("{v} = pdl.operand : {t}"));
            b.inst_types[&t].clone()
        } else {
            b.line(format!("{v} = pdl.operand"));
            vec![b.inst_type()]
        };
        let source = b.inst_sources(&v_type);
        let t = b.ty(rng);
        let a = b.fresh("op");
        let a_name = rng.pick(names);
        b.line(format!(
            "{a} = pdl.operation \"{a_name}\"({v} : !pdl.value) -> ({t} : !pdl.type)"
        ));
        let a_type = b.inst_types[&t].clone();
        b.inst_op(a_name, &source, &[], &a_type);
        let t2 = if rng.chance(50) { t.clone() } else { b.ty(rng) };
        let c = b.fresh("op");
        let c_name = rng.pick(names);
        b.line(format!(
            "{c} = pdl.operation \"{c_name}\"({v} : !pdl.value) -> ({t2} : !pdl.type)"
        ));
        let c_type = b.inst_types[&t2].clone();
        b.inst_op(c_name, &source, &[], &c_type);
        let root = if rng.chance(30) {
            format!(" {a}")
        } else {
            String::new()
        };
        b.line(format!("pdl.rewrite{root} {{"));
        b.line(format!(
            "  %n = pdl.operation \"{}\"({v} : !pdl.value) -> ({t}, {t2} : !pdl.type, !pdl.type)",
            rng.pick(NEW_NAMES)
        ));
        b.line("  %r0 = pdl.result 0 of %n".to_string());
        b.line("  %r1 = pdl.result 1 of %n".to_string());
        b.line(format!("  pdl.replace {a} with (%r0 : !pdl.value)"));
        b.line(format!("  pdl.replace {c} with (%r1 : !pdl.value)"));
        b.line("}".to_string());
    }
}

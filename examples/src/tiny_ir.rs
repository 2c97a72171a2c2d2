//! A user's own IR behind pdl-rs's access traits.
//!
//! `Graph` is deliberately unlike pdl-runtime's IR: a flat list of nodes under one `graph`
//! operation, types and attributes kept as their MLIR spelling, use-lists as deques. It
//! implements [`PayloadRead`] and [`PayloadWrite`], so generic matchers and rewriters work on
//! it unchanged.
//!
//! ```
//! use pdl_examples::tiny_ir::Graph;
//! use pdl_runtime::access::PayloadRead;
//! let mut g = Graph::new();
//! let a = g.push("test.a", &[], &["i32"], &[]);
//! let va = g.result(a, 0);
//! let b = g.push("test.b", &[va, va], &[], &[]);
//! assert_eq!(g.users(va).collect::<Vec<_>>(), vec![(b, 1), (b, 0)]);
//! assert_eq!(g.to_string(), "%0 = \"test.a\"() : () -> i32\n\"test.b\"(%0, %0) : (i32, i32) -> ()\n");
//! ```

use std::collections::{HashMap, VecDeque};
use std::fmt;

use pdl_runtime::access::{PayloadRead, PayloadWrite};
use pdl_runtime::ir::Context;
use pdl_runtime::text::{parse_attribute, parse_type, print_attribute, print_type};

/// A node of the graph (an operation). Node 0 is the `graph` operation holding the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Node(u32);

/// A value: result `index` of a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Val {
    node: Node,
    index: u32,
}

/// An interned string: an operation or attribute name, a type, or an attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sym(u32);

#[derive(Clone, Debug)]
struct NodeData {
    name: Sym,
    operands: Vec<Val>,
    types: Vec<Sym>,
    attrs: Vec<(Sym, Sym)>,
}

/// A flat SSA graph of operations, in order.
#[derive(Clone, Debug)]
pub struct Graph {
    strings: Vec<String>,
    interned: HashMap<String, Sym>,
    nodes: Vec<NodeData>,
    order: Vec<Node>,
    uses: HashMap<Val, VecDeque<(Node, usize)>>,
}

impl Default for Graph {
    fn default() -> Self {
        Self::new()
    }
}

/// MLIR's canonical spelling of a type or attribute, or `None` if `text` is not one.
fn canonical(text: &str, is_type: bool) -> Option<String> {
    let mut ctx = Context::new();
    if is_type {
        parse_type(&mut ctx, text).ok().map(|t| print_type(&ctx, t))
    } else {
        parse_attribute(&mut ctx, text)
            .ok()
            .map(|a| print_attribute(&ctx, a))
    }
}

impl Graph {
    /// An empty graph (just the `graph` operation).
    pub fn new() -> Self {
        let mut g = Graph {
            strings: Vec::new(),
            interned: HashMap::new(),
            nodes: Vec::new(),
            order: Vec::new(),
            uses: HashMap::new(),
        };
        let name = g.intern("graph");
        g.nodes.push(NodeData {
            name,
            operands: Vec::new(),
            types: Vec::new(),
            attrs: Vec::new(),
        });
        g
    }

    fn intern(&mut self, s: &str) -> Sym {
        if let Some(&x) = self.interned.get(s) {
            return x;
        }
        let x = Sym(self.strings.len() as u32);
        self.strings.push(s.to_string());
        self.interned.insert(s.to_string(), x);
        x
    }

    /// The `graph` operation that holds every node.
    pub fn graph_op(&self) -> Node {
        Node(0)
    }

    /// The live nodes, in order.
    pub fn nodes(&self) -> &[Node] {
        &self.order
    }

    fn new_node(
        &mut self,
        name: &str,
        operands: &[Val],
        types: &[&str],
        attrs: &[(&str, &str)],
    ) -> Node {
        let name = self.intern(name);
        let types = types.iter().map(|t| {
            let c = canonical(t, true).unwrap_or_else(|| t.to_string());
            self.intern(&c)
        });
        let types: Vec<Sym> = types.collect();
        let attrs: Vec<(Sym, Sym)> = attrs
            .iter()
            .map(|(k, v)| {
                let c = canonical(v, false).unwrap_or_else(|| v.to_string());
                (self.intern(k), self.intern(&c))
            })
            .collect();
        let node = Node(self.nodes.len() as u32);
        self.nodes.push(NodeData {
            name,
            operands: operands.to_vec(),
            types,
            attrs,
        });
        for (i, &v) in operands.iter().enumerate() {
            self.uses.entry(v).or_default().push_front((node, i));
        }
        node
    }

    /// The `graph` operation holding every node: the scope to apply patterns in.
    pub fn top(&self) -> Node {
        Node(0)
    }

    /// Appends a node: operation `name` with operands, result types and attributes (types and
    /// attributes in MLIR syntax).
    pub fn push(
        &mut self,
        name: &str,
        operands: &[Val],
        types: &[&str],
        attrs: &[(&str, &str)],
    ) -> Node {
        let n = self.new_node(name, operands, types, attrs);
        self.order.push(n);
        n
    }

    fn data(&self, n: Node) -> &NodeData {
        &self.nodes[n.0 as usize]
    }

    fn str(&self, s: Sym) -> &str {
        &self.strings[s.0 as usize]
    }
}

/// Prints the nodes in MLIR's generic form (values numbered in order).
impl fmt::Display for Graph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut numbers: HashMap<Node, usize> = HashMap::new();
        for &n in &self.order {
            if !self.data(n).types.is_empty() {
                let k = numbers.len();
                numbers.insert(n, k);
            }
        }
        let val = |v: &Val| -> String {
            let k = numbers.get(&v.node).copied().unwrap_or(usize::MAX);
            if self.data(v.node).types.len() > 1 {
                format!("%{k}#{}", v.index)
            } else {
                format!("%{k}")
            }
        };
        for &n in &self.order {
            let d = self.data(n);
            if !d.types.is_empty() {
                write!(f, "%{}", numbers[&n])?;
                if d.types.len() > 1 {
                    write!(f, ":{}", d.types.len())?;
                }
                write!(f, " = ")?;
            }
            let ops: Vec<String> = d.operands.iter().map(val).collect();
            write!(f, "\"{}\"({})", self.str(d.name), ops.join(", "))?;
            if !d.attrs.is_empty() {
                let mut a: Vec<(&str, &str)> = d
                    .attrs
                    .iter()
                    .map(|(k, v)| (self.str(*k), self.str(*v)))
                    .collect();
                a.sort();
                let a: Vec<String> = a.iter().map(|(k, v)| format!("{k} = {v}")).collect();
                write!(f, " {{{}}}", a.join(", "))?;
            }
            let in_t: Vec<&str> = d
                .operands
                .iter()
                .map(|v| self.str(self.data(v.node).types[v.index as usize]))
                .collect();
            let out_t: Vec<&str> = d.types.iter().map(|t| self.str(*t)).collect();
            let results = if out_t.len() == 1 {
                out_t[0].to_string()
            } else {
                format!("({})", out_t.join(", "))
            };
            writeln!(f, " : ({}) -> {results}", in_t.join(", "))?;
        }
        Ok(())
    }
}

/// Iterator over the uses of a value.
pub struct GraphUsers<'a>(Option<std::collections::vec_deque::Iter<'a, (Node, usize)>>);

impl Iterator for GraphUsers<'_> {
    type Item = (Node, usize);
    fn next(&mut self) -> Option<(Node, usize)> {
        self.0.as_mut()?.next().copied()
    }
}

impl PayloadRead for Graph {
    type Op = Node;
    type Value = Val;
    type Type = Sym;
    type Attr = Sym;
    type Name = Sym;
    type Users<'a> = GraphUsers<'a>;

    fn lookup_name(&self, name: &str) -> Option<Sym> {
        self.interned.get(name).copied()
    }
    fn name_str(&self, name: Sym) -> &str {
        self.str(name)
    }
    fn op_name(&self, op: Node) -> Sym {
        self.data(op).name
    }
    fn num_operands(&self, op: Node) -> usize {
        self.data(op).operands.len()
    }
    fn operand(&self, op: Node, i: usize) -> Val {
        self.data(op).operands[i]
    }
    fn num_results(&self, op: Node) -> usize {
        self.data(op).types.len()
    }
    fn result(&self, op: Node, i: usize) -> Val {
        Val {
            node: op,
            index: i as u32,
        }
    }
    fn attribute(&self, op: Node, name: Sym) -> Option<Sym> {
        self.data(op)
            .attrs
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| *v)
    }
    fn defining_op(&self, v: Val) -> Option<Node> {
        Some(v.node)
    }
    fn value_type(&self, v: Val) -> Sym {
        self.data(v.node).types[v.index as usize]
    }
    fn users(&self, v: Val) -> GraphUsers<'_> {
        GraphUsers(self.uses.get(&v).map(|d| d.iter()))
    }
    fn parent_op(&self, op: Node) -> Option<Node> {
        (op != Node(0)).then_some(Node(0))
    }
    fn nested_ops(&self, op: Node, post_order: bool) -> Vec<Node> {
        if op != Node(0) {
            return vec![op];
        }
        let mut v = Vec::with_capacity(self.order.len() + 1);
        if !post_order {
            v.push(op);
        }
        v.extend_from_slice(&self.order);
        if post_order {
            v.push(op);
        }
        v
    }
    fn lookup_type(&self, text: &str) -> Option<Sym> {
        self.lookup_name(&canonical(text, true)?)
    }
    fn lookup_attr(&self, text: &str) -> Option<Sym> {
        self.lookup_name(&canonical(text, false)?)
    }
    fn type_to_string(&self, ty: Sym) -> String {
        self.str(ty).to_string()
    }
    fn attr_to_string(&self, attr: Sym) -> String {
        self.str(attr).to_string()
    }
    fn attr_type(&self, attr: Sym) -> Option<Sym> {
        // The spelling of a typed attribute ends in `: type` (a canonical spelling).
        let mut ctx = Context::new();
        let a = parse_attribute(&mut ctx, self.str(attr)).ok()?;
        let text = print_attribute(&ctx, a);
        let (_, ty) = text.rsplit_once(" : ")?;
        self.lookup_type(ty)
    }
}

impl PayloadWrite for Graph {
    fn create_op(
        &mut self,
        name: &str,
        operands: &[Val],
        result_types: &[Sym],
        attributes: &[(&str, Sym)],
        before: Node,
    ) -> Node {
        let types: Vec<String> = result_types
            .iter()
            .map(|t| self.str(*t).to_string())
            .collect();
        let types: Vec<&str> = types.iter().map(|s| s.as_str()).collect();
        let attrs: Vec<(String, String)> = attributes
            .iter()
            .map(|(k, v)| (k.to_string(), self.str(*v).to_string()))
            .collect();
        let attrs: Vec<(&str, &str)> = attrs
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        let n = self.new_node(name, operands, &types, &attrs);
        let at = self
            .order
            .iter()
            .position(|&x| x == before)
            .unwrap_or(self.order.len());
        self.order.insert(at, n);
        n
    }
    fn set_operand(&mut self, op: Node, i: usize, v: Val) {
        let old = self.nodes[op.0 as usize].operands[i];
        if let Some(list) = self.uses.get_mut(&old) {
            list.retain(|&(o, k)| !(o == op && k == i));
        }
        self.nodes[op.0 as usize].operands[i] = v;
        self.uses.entry(v).or_default().push_front((op, i));
    }
    fn erase_op(&mut self, op: Node) {
        let operands = std::mem::take(&mut self.nodes[op.0 as usize].operands);
        for (i, v) in operands.into_iter().enumerate() {
            if let Some(list) = self.uses.get_mut(&v) {
                list.retain(|&(o, k)| !(o == op && k == i));
            }
        }
        self.order.retain(|&n| n != op);
    }
    fn set_attribute(&mut self, op: Node, name: &str, value: Option<Sym>) {
        let k = self.intern(name);
        let attrs = &mut self.nodes[op.0 as usize].attrs;
        attrs.retain(|(n, _)| *n != k);
        if let Some(v) = value {
            attrs.push((k, v));
        }
    }
    fn get_type(&mut self, text: &str) -> Option<Sym> {
        let c = canonical(text, true)?;
        Some(self.intern(&c))
    }
    fn get_attr(&mut self, text: &str) -> Option<Sym> {
        let c = canonical(text, false)?;
        Some(self.intern(&c))
    }
    fn intern_name(&mut self, name: &str) -> Sym {
        self.intern(name)
    }
}

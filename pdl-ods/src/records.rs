//! The records of a TableGen JSON dump and the helpers that read their fields, shared by the
//! readers of operations (`dump`) and of their syntax (`dump_syntax`).

use serde_json::{Map, Value};

pub(crate) type Record = Map<String, Value>;

/// The records of one dump.
pub(crate) struct Records<'a> {
    pub(crate) all: &'a Map<String, Value>,
}

impl<'a> Records<'a> {
    pub(crate) fn get(&self, name: &str) -> Option<&'a Record> {
        self.all.get(name)?.as_object()
    }

    /// The record a `{"kind": "def"}` value refers to.
    pub(crate) fn deref(&self, v: &Value) -> Option<&'a Record> {
        self.get(v.get("def")?.as_str()?)
    }
}

pub(crate) fn is_sub(rec: &Record, class: &str) -> bool {
    rec.get("!superclasses")
        .and_then(Value::as_array)
        .is_some_and(|s| s.iter().any(|c| c.as_str() == Some(class)))
}

pub(crate) fn last_class(rec: &Record) -> &str {
    rec.get("!superclasses")
        .and_then(Value::as_array)
        .and_then(|s| s.last())
        .and_then(Value::as_str)
        .unwrap_or("")
}

pub(crate) fn string<'a>(rec: &'a Record, field: &str) -> Option<&'a str> {
    rec.get(field).and_then(Value::as_str)
}

pub(crate) fn int(rec: &Record, field: &str) -> i64 {
    rec.get(field).and_then(Value::as_i64).unwrap_or(0)
}

pub(crate) fn name(rec: &Record) -> &str {
    string(rec, "!name").unwrap_or("")
}

/// A constraint's name: the record's, or its summary for an anonymous record.
pub(crate) fn constraint_name(rec: &Record) -> String {
    let anonymous = rec.get("!anonymous").and_then(Value::as_bool) == Some(true);
    if anonymous {
        string(rec, "summary").unwrap_or("").trim().to_string()
    } else {
        name(rec).to_string()
    }
}

/// The `[value, name]` arguments of a dag field.
pub(crate) fn dag_args<'a>(rec: &'a Record, field: &str) -> Vec<(&'a Value, &'a str)> {
    rec.get(field)
        .and_then(|d| d.get("args"))
        .and_then(Value::as_array)
        .map(|args| {
            args.iter()
                .filter_map(|a| {
                    let a = a.as_array()?;
                    Some((a.first()?, a.get(1).and_then(Value::as_str).unwrap_or("")))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The last segment of a C++ name (`::mlir::MemoryEffects::Read` -> `Read`).
pub(crate) fn last_segment(s: &str) -> &str {
    s.rsplit("::").next().unwrap_or(s).trim()
}

/// Follows `baseAttr` from `rec` to the first record of `class`.
pub(crate) fn attr_of_class<'a>(
    r: &Records<'a>,
    rec: &'a Record,
    class: &str,
) -> Option<&'a Record> {
    let mut cur = rec;
    for _ in 0..16 {
        if is_sub(cur, class) {
            return Some(cur);
        }
        cur = cur.get("baseAttr").and_then(|b| r.deref(b))?;
    }
    None
}

pub(crate) fn enumerants<'a>(r: &Records<'a>, rec: &'a Record) -> Vec<&'a Record> {
    rec.get("enumerants")
        .and_then(Value::as_array)
        .map(|es| es.iter().filter_map(|e| r.deref(e)).collect())
        .unwrap_or_default()
}

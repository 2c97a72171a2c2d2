//! The tokens of each non-terminator op: reading the payload in a matcher, creating,
//! replacing and erasing operations in a rewriter.

use crate::model::KindExt;
use proc_macro2::TokenStream;
use quote::quote;

use super::layout::{FnCx, FnKind};
use super::{lit_str, lit_u32, lit_usize, val, Emitter};
use crate::program::{Op, Val};

impl Emitter<'_> {
    /// The payload for reading, in the current function.
    pub(super) fn read(&self, f: &FnCx) -> TokenStream {
        match f.kind {
            FnKind::Rewriter => quote!(rewriter.payload()),
            _ => quote!(payload),
        }
    }

    /// Values (or ranges, flattened) of `vals` as a `Range`, or `None` if one is null.
    pub(super) fn flatten(&self, vals: &[Val]) -> TokenStream {
        let rt = &self.rt;
        let pushes = vals.iter().map(|&v| {
            let id = val(v);
            if self.prog.ty(v).is_range() {
                quote!(match &#id { Some(r) => list.extend_from_slice(r), None => break 'flat None, })
            } else {
                quote!(match #id { Some(x) => list.push(x), None => break 'flat None, })
            }
        });
        quote! {
            'flat: {
                let mut list = #rt::native::Range::new();
                #(#pushes)*
                Some(list)
            }
        }
    }

    /// `get_operands`/`get_results`: group `index` (every value for none), as MLIR's
    /// bytecode takes it (by segment sizes for operations that have them).
    pub(super) fn trailing(
        &self,
        result: Val,
        op: Val,
        index: Option<u32>,
        operands: bool,
        f: &FnCx,
    ) -> TokenStream {
        let rt = &self.rt;
        let read = self.read(f);
        let r = val(result);
        let o = val(op);
        let i = match index {
            Some(i) => {
                let i = lit_u32(i);
                quote!(Some(#i))
            }
            None => quote!(None),
        };
        if self.prog.ty(result).is_range() {
            quote!(let #r = #o.and_then(|o| #rt::native::group(#read, o, #i, #operands));)
        } else {
            quote!(let #r = #o.and_then(|o| #rt::native::group_one(#read, o, #i, #operands));)
        }
    }

    /// A non-terminator operation: a constant, or a read of the payload (here), or a change
    /// of the payload ([`Self::rewrite_op`]).
    pub(super) fn op(&self, op: &Op, f: &FnCx) -> TokenStream {
        let rt = self.rt.clone();
        let read = self.read(f);
        match op {
            Op::CreateAttribute { result, value } => {
                let r = val(*result);
                let i = self.attr_ix(*value);
                quote!(let #r = Some(c.attrs[#i]);)
            }
            Op::CreateType { result, ty } => {
                let r = val(*result);
                let i = self.type_ix(*ty);
                quote!(let #r = Some(c.types[#i]);)
            }
            Op::CreateTypes { result, types } => {
                let r = val(*result);
                let i = self.type_list_ix(*types);
                quote!(let #r: #rt::native::Range<_> = c.type_lists[#i].iter().copied().collect(); let #r = Some(#r);)
            }
            Op::CreateRange { result, args } => {
                let r = val(*result);
                let flat = self.flatten(args);
                quote!(let #r = #flat;)
            }
            Op::Extract {
                result,
                range,
                index,
            } => {
                let r = val(*result);
                let g = val(*range);
                let i = lit_usize(*index as usize);
                quote!(let #r = #g.as_ref().and_then(|r| r.get(#i).copied());)
            }
            Op::GetAttribute { result, op, name } => {
                let r = val(*result);
                let o = val(*op);
                let i = self.name_ix(name);
                quote!(let #r = #o.and_then(|o| Read::attribute(#read, o, c.names[#i]));)
            }
            Op::GetAttributeType { result, attr } => {
                let r = val(*result);
                let a = val(*attr);
                quote!(let #r = #a.and_then(|a| Read::attr_type(#read, a));)
            }
            Op::GetDefiningOp { result, value } => {
                let r = val(*result);
                let v = val(*value);
                if self.prog.ty(*value).is_range() {
                    quote!(let #r = #v.as_ref().and_then(|r| r.first().copied()).and_then(|v| Read::defining_op(#read, v));)
                } else {
                    quote!(let #r = #rt::native::defining_op_of(#read, #v);)
                }
            }
            Op::GetOperand { result, op, index } => {
                let r = val(*result);
                let o = val(*op);
                let i = lit_usize(*index as usize);
                quote!(let #r = #rt::native::operand_of(#read, #o, #i);)
            }
            Op::GetResult { result, op, index } => {
                let r = val(*result);
                let o = val(*op);
                let i = lit_usize(*index as usize);
                quote!(let #r = #rt::native::result_of(#read, #o, #i);)
            }
            Op::GetOperands { result, op, index } => self.trailing(*result, *op, *index, true, f),
            Op::GetResults { result, op, index } => self.trailing(*result, *op, *index, false, f),
            // Walked by its loop (`terminators`), without collecting.
            Op::GetUsers { result, .. } if self.lazy_users.contains_key(result) => {
                TokenStream::new()
            }
            Op::GetUsers { result, value } => {
                let r = val(*result);
                let v = val(*value);
                if self.prog.ty(*value).is_range() {
                    quote!(let #r = Some(#rt::native::users_of(#read, #v.as_deref().unwrap_or(&[])));)
                } else {
                    quote!(let #r = Some(#rt::native::users(#read, #v));)
                }
            }
            Op::GetValueType { result, value } => {
                let r = val(*result);
                let v = val(*value);
                if self.prog.ty(*value).is_range() {
                    quote!(let #r: Option<#rt::native::Range<_>> = #v.as_ref().map(|r| r.iter().map(|&v| Read::value_type(#read, v)).collect());)
                } else {
                    quote!(let #r = #rt::native::type_of(#read, #v);)
                }
            }
            Op::CreateOperation { .. }
            | Op::Erase { .. }
            | Op::Replace { .. }
            | Op::ApplyRewrite { .. } => self.rewrite_op(op),
            // Terminators are written by `terminator`; none is left here.
            _ => TokenStream::new(),
        }
    }

    /// An operation of a rewriter that changes the payload (a null operand is an error).
    fn rewrite_op(&self, op: &Op) -> TokenStream {
        let rt = &self.rt;
        match op {
            Op::CreateOperation {
                result,
                name,
                operands,
                attributes,
                types,
                inferred_result_types,
            } => {
                let r = val(*result);
                let n = super::share::k_str(name);
                let ops = self.flatten(operands);
                let tys = self.flatten(types);
                let attrs = attributes.iter().map(|(n, v)| {
                    let n = lit_str(n);
                    let v = val(*v);
                    // A null attribute is left out, as MLIR does.
                    quote!(if let Some(a) = #v { attrs.push((#n, a)); })
                });
                if *inferred_result_types {
                    return quote! {
                        let #r = {
                            let operands: #rt::native::Range<_> = (#ops).ok_or_else(|| {
                                #rt::rewrite::RewriteError::new("an operand of a created operation is null")
                            })?;
                            let mut attrs: #rt::native::SmallVec<[(&str, _); 4]> = #rt::native::SmallVec::new();
                            #(#attrs)*
                            Some(#rt::native::create_op_inferred(rewriter, #n, &operands, &attrs)?)
                        };
                    };
                }
                quote! {
                    let #r = {
                        let operands: #rt::native::Range<_> = (#ops).ok_or_else(|| {
                            #rt::rewrite::RewriteError::new("an operand of a created operation is null")
                        })?;
                        let types: #rt::native::Range<_> = (#tys).ok_or_else(|| {
                            #rt::rewrite::RewriteError::new("a result type of a created operation is null")
                        })?;
                        let mut attrs: #rt::native::SmallVec<[(&str, _); 4]> = #rt::native::SmallVec::new();
                        #(#attrs)*
                        Some(rewriter.create_op(#n, &operands, &types, &attrs))
                    };
                }
            }
            Op::Erase { op } => {
                let o = val(*op);
                quote! {
                    rewriter.erase_op(#o.ok_or_else(|| {
                        #rt::rewrite::RewriteError::new("erasing a null operation")
                    })?)?;
                }
            }
            Op::Replace { op, values } => {
                let o = val(*op);
                let flat = self.flatten(values);
                quote! {
                    {
                        let op = #o.ok_or_else(|| {
                            #rt::rewrite::RewriteError::new("replacing a null operation")
                        })?;
                        let with: #rt::native::Range<_> = (#flat).ok_or_else(|| {
                            #rt::rewrite::RewriteError::new("a replacement value is null")
                        })?;
                        rewriter.replace_op(op, &with)?;
                    }
                }
            }
            Op::ApplyRewrite {
                name,
                args,
                results,
            } => {
                let call = self.native_call(name, args, results, true);
                let doc = self.native_doc(name, true);
                let decls = results.iter().map(|&r| {
                    let id = val(r);
                    let ty = self.local_ty(self.prog.ty(r));
                    quote!(let mut #id: #ty = None;)
                });
                let store = self.store_results(results);
                let null = format!("native rewrite `{name}`: an argument is null");
                let failed = format!("native rewrite `{name}` failed: ");
                quote! {
                    #(#decls)*
                    #doc
                    let () = match #call {
                        Some(Ok(r)) => { #store }
                        Some(Err(e)) => {
                            return Err(#rt::rewrite::RewriteError::new(format!("{}{}", #failed, e)));
                        }
                        None => {
                            return Err(#rt::rewrite::RewriteError::new(#null));
                        }
                    };
                }
            }
            _ => TokenStream::new(),
        }
    }
}

//! `std::initializer_list`: a braced list of several items where no declared type receives it
//! (an argument, `auto xs = {...}`, the range of a range-for) is an array of its first item's
//! type, made in the function's frame, and an `std::initializer_list` over that array. The array
//! is a temporary that lives as long as the list object it was made for, as if that object
//! were a reference bound to it.
//!
//! The class is the device-side `<initializer_list>`'s, whose first two members are the
//! array's address and its length; without that header a braced list has no type there, as in
//! C++.

use super::expr::Val;
use super::narrowing::ListNarrowing;
use super::stmt::FnCtx;
use super::*;
use ferrocuda_ir::Type as IrType;

impl Lowerer<'_> {
    /// `{items}` as a `std::initializer_list` of `element` (where a declared type says it),
    /// else of the first item's (decayed) type, every item converted to it; `None` where
    /// `<initializer_list>` is not included or there is no item to take a type from.
    pub(super) fn initializer_list(
        &mut self,
        fx: &mut FnCtx,
        items: &[Expr],
        element: Option<Ty>,
        loc: Loc,
    ) -> LResult<Option<Val>> {
        let template = self
            .names
            .std_class("initializer_list")
            .filter(|(decl, _)| decl.template.is_some());
        let Some((decl, ns)) = template else {
            return Ok(None);
        };
        let element = match (element, items.first()) {
            (Some(e), _) if !items.is_empty() => e,
            (None, Some(first)) => expr::decayed(&self.type_of_unevaluated(fx, first)?),
            _ => return Ok(None),
        };
        let class =
            self.struct_instance(&decl, vec![TArg::Type(element.clone(), Cv::NONE)], ns, loc)?;
        let (size, _) = size_align(&element, &self.structs).unwrap_or((0, 1));
        let array_ty = Ty::Array(Rc::new(element.clone()), Some(items.len() as u64));
        let array = self.local_slot(fx, &array_ty);
        // (Its elements may not narrow, wherever the list stands: an error, as nvcc reports it.)
        self.with_list_narrowing(fx, ListNarrowing::Refused, |this, fx| {
            for (i, item) in items.iter().enumerate() {
                let at = this.offset_addr(fx, array, i as u64 * size);
                this.init_from_list_item(fx, at, &element, item)?;
            }
            Ok(())
        })?;
        // A temporary, kept as long as the list where a declaration keeps the list.
        self.register_temporary(fx, array, &array_ty);
        let list = self.local_slot(fx, &Ty::Struct(class));
        fx.backing_arrays.insert(list, (array, array_ty));
        let fields = self.structs[class.0 as usize].fields.clone();
        let (Some(data), Some(length)) = (fields.first(), fields.get(1)) else {
            return self.error(
                loc,
                "std::initializer_list is not the one <initializer_list> declares",
            );
        };
        let at = self.offset_addr(fx, list, data.offset);
        fx.b.store(at, array);
        let at = self.offset_addr(fx, list, length.offset);
        let n =
            fx.b.iconst(length.ty.ir().unwrap_or(IrType::I64), items.len() as i64);
        fx.b.store(at, n);
        Ok(Some(Val::L(list, Ty::Struct(class))))
    }

    /// Whether `sid` is an instance of the `std::initializer_list` of `<initializer_list>`.
    pub(super) fn is_initializer_list(&self, sid: StructId) -> bool {
        let info = &self.struct_infos[sid.0 as usize];
        self.names
            .std_class("initializer_list")
            .is_some_and(|(decl, _)| Rc::ptr_eq(&decl, &info.decl))
    }

    /// The element type of the `std::initializer_list` instance `sid`.
    pub(super) fn initializer_list_element(&self, sid: StructId) -> Option<Ty> {
        match self.struct_infos[sid.0 as usize].targs.first() {
            Some(TArg::Type(t, _)) => Some(t.clone()),
            _ => None,
        }
    }
}

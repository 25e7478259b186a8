//! Narrowing conversions of list-initialization ([dcl.init.list]): an item of a braced list
//! may not convert to the scalar it initializes with a loss C++ calls narrowing, unless it is
//! a constant whose value survives the conversion.
//!
//! Checked where a braced list initializes a scalar (`int x{v}`, `T x = {v}`, `T{v}`,
//! `new T{v}`, `return {v};`, `x = {v}`), where its items initialize an aggregate's members
//! (bit-fields too) and an array's or an `std::initializer_list`'s elements, and where they
//! are arguments (`f({v})`, a constructor's from `S s{v, w}`: marked by `lower_args`, checked
//! where the chosen function's parameters are known, `FnCtx::list_arguments`).
//!
//! nvcc makes most of them a warning and some an error ([`ListNarrowing`]); the context that
//! starts a list says which, in `FnCtx::list_narrowing`.

use super::stmt::FnCtx;
use super::*;

/// How narrowing in the braced list being lowered is diagnosed, as nvcc 13.0 diagnoses it
/// (measured over 40 contexts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ListNarrowing {
    /// A parenthesized list made a braced one (C++20's `Agg g(3, 4)`, a member initializer
    /// `x(v)`): it may narrow.
    Allowed,
    /// A warning: a declaration's list (`int x{v}`, `A a = {v}`, `S s{v}`), a member or
    /// base initializer, `T{v}`, a constructor's arguments from a list wherever it stands,
    /// and a class object's list in `new` and `return`.
    Warned,
    /// An error: a list that becomes a function's argument other than a constructor's (a
    /// scalar, a reference, an aggregate), an `std::initializer_list`'s elements, and a
    /// scalar's list in `x = {v}`, `new T{v}`, `return {v};` and a reference's initializer.
    Refused,
}

/// What the values of a scalar type are, as narrowing sees them.
#[derive(Clone, Copy)]
enum Values {
    /// Integers from `lo` to `hi` (`bool` is 0 to 1).
    Integers { lo: i128, hi: i128 },
    /// Floating values of this rank: `float` 1, `double` 2, `long double` 3.
    Floating(u8),
}

impl Values {
    /// `None` for types narrowing does not concern (classes, pointers), for 128-bit integers
    /// (constants are held in 64 bits) and for enumerations whose declaration fixes no
    /// underlying type (their values are those of the smallest bit-field holding the
    /// enumerators, which is not modelled).
    fn of(ty: &Ty) -> Option<Values> {
        Some(match ty {
            Ty::Bool => Values::Integers { lo: 0, hi: 1 },
            Ty::Int { bytes: 16, .. } => return None,
            Ty::Int { bytes, signed, .. } => {
                let bits = u32::from(*bytes) * 8;
                match signed {
                    true => Values::Integers {
                        lo: -(1i128 << (bits - 1)),
                        hi: (1i128 << (bits - 1)) - 1,
                    },
                    false => Values::Integers {
                        lo: 0,
                        hi: (1i128 << bits) - 1,
                    },
                }
            }
            Ty::Enum(e) if e.fixed => return Values::of(&e.underlying),
            Ty::Float => Values::Floating(1),
            Ty::Double { long } => Values::Floating(if *long { 3 } else { 2 }),
            _ => return None,
        })
    }
}

/// The largest finite value of a floating type of rank `rank`.
fn floating_max(rank: u8) -> f64 {
    match rank {
        1 => f64::from(f32::MAX),
        _ => f64::MAX,
    }
}

/// Whether integer `v` converts to a floating type of rank `rank` and back unchanged.
fn exact_in_floating(v: i128, rank: u8) -> bool {
    match rank {
        1 => v as f32 as i128 == v,
        _ => v as f64 as i128 == v,
    }
}

impl Lowerer<'_> {
    /// Reports item `item` of a braced list, a value of type `from`, converting to the scalar
    /// type `to` with a narrowing conversion; nothing where the list is a parenthesized one
    /// (`FnCtx::parenthesized_list`).
    pub(super) fn check_list_narrowing(
        &mut self,
        fx: &mut FnCtx,
        item: &Expr,
        from: &Ty,
        to: &Ty,
    ) -> LResult<()> {
        if from == to || fx.list_narrowing == ListNarrowing::Allowed {
            return Ok(());
        }
        let (Some(source), Some(target)) = (Values::of(from), Values::of(to)) else {
            return Ok(());
        };
        let shown = |this: &Self, t: &Ty| display(t, &this.structs);
        let narrowing = format!(
            "invalid narrowing conversion from \"{}\" to \"{}\"",
            shown(self, from),
            shown(self, to)
        );
        // `None`: no constant makes it fit; `Some(fits)`: a constant does, if it fits. (A
        // negative integer constant is remembered for the message.)
        let mut negative_constant = false;
        let constant_fits = match (source, target) {
            (Values::Floating(_), Values::Integers { .. }) => None,
            (Values::Floating(a), Values::Floating(b)) if a <= b => return Ok(()),
            (Values::Floating(_), Values::Floating(b)) => self
                .constant_float_in(fx, item)
                .map(|v| !v.is_finite() || v.abs() <= floating_max(b)),
            (Values::Integers { .. }, Values::Floating(b)) => self
                .constant_integer_in(fx, item, from)
                .map(|v| exact_in_floating(v, b)),
            (Values::Integers { lo, hi }, Values::Integers { lo: min, hi: max }) => {
                if min <= lo && hi <= max {
                    return Ok(());
                }
                let constant = self.constant_integer_in(fx, item, from);
                negative_constant = constant.is_some_and(|v| v < 0);
                constant.map(|v| min <= v && v <= max)
            }
        };
        let warned = fx.list_narrowing == ListNarrowing::Warned;
        let message = match (constant_fits, source, target) {
            (Some(true), ..) => return Ok(()),
            (Some(false), Values::Integers { .. }, Values::Floating(_)) => format!(
                "{narrowing}: constant value cannot be represented exactly in destination type"
            ),
            // Where a declaration's list narrows a constant, nvcc says what the conversion
            // does (measured: `char c{300}`, `unsigned u{-1}`; `float f{1e300}` is not
            // reported).
            (Some(false), Values::Floating(_), _) if warned => return Ok(()),
            (Some(false), Values::Integers { .. }, Values::Integers { lo, .. }) if warned => {
                match lo == 0 && negative_constant {
                    true => "integer conversion resulted in a change of sign".into(),
                    false => "integer conversion resulted in truncation".into(),
                }
            }
            (Some(false), ..) => {
                format!("{narrowing}: constant value does not fit in destination type")
            }
            (None, ..) => narrowing,
        };
        if warned {
            self.diags.warning(item.loc, message);
            return Ok(());
        }
        self.narrowing_errors += 1;
        self.error(item.loc, message)
    }

    /// [`Self::check_list_narrowing`] where narrowing is an error whatever list holds the item
    /// (a scalar's `x = {v}`, `return {v};`, a reference's `{v}`).
    pub(super) fn check_refused_narrowing(
        &mut self,
        fx: &mut FnCtx,
        item: &Expr,
        from: &Ty,
        to: &Ty,
    ) -> LResult<()> {
        self.with_list_narrowing(fx, ListNarrowing::Refused, |this, fx| {
            this.check_list_narrowing(fx, item, from, to)
        })
    }

    /// Runs `lower` with `fx.list_narrowing` set to `narrowing`, as it was after.
    pub(super) fn with_list_narrowing<T>(
        &mut self,
        fx: &mut FnCtx,
        narrowing: ListNarrowing,
        lower: impl FnOnce(&mut Self, &mut FnCtx) -> T,
    ) -> T {
        let outer = std::mem::replace(&mut fx.list_narrowing, narrowing);
        let done = lower(self, fx);
        fx.list_narrowing = outer;
        done
    }

    /// The value of `e`, a constant expression of integer type `ty`, read as that type's
    /// value; `None` where it is not one. Diagnostics its evaluation gives are dropped: the
    /// expression's own lowering reports them.
    fn constant_integer_in(&mut self, fx: &mut FnCtx, e: &Expr, ty: &Ty) -> Option<i128> {
        let cp = self.diags.checkpoint();
        let v = self.constant_in(fx, e);
        self.diags.rollback(cp);
        let v = v?;
        Some(match ty.underlying() {
            Ty::Int {
                bytes: 8,
                signed: false,
                ..
            } => i128::from(v as u64),
            _ => i128::from(v),
        })
    }

    /// The value of `e`, a constant expression of floating type; `None` where it is not one.
    fn constant_float_in(&mut self, fx: &mut FnCtx, e: &Expr) -> Option<f64> {
        let cp = self.diags.checkpoint();
        let mut bound = (*fx.env).clone();
        let v = match self.bind_expr_decltypes(fx, e, &mut bound) {
            Ok(e) => self.const_eval_float(&e, &Rc::new(bound), fx.ns),
            Err(_) => None,
        };
        self.diags.rollback(cp);
        v
    }
}

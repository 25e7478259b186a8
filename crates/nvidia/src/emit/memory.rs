//! What the IR no longer says about memory, recovered from where pointers come from.
//!
//! The IR addresses memory in bytes through untyped pointers, so a struct copy (`MemCopy`) says
//! neither how its operands are aligned nor what it moves. Copied byte by byte it costs a load
//! and a store per byte; copied in units of another type than the fields are read as, the
//! conversions left between them make NVVM unroll the loops around it less.
//!
//! - Alignment: every register gets the largest power of two it is known to be a multiple of.
//!   A local slot or module variable is as aligned as it was declared, an offset keeps what
//!   both terms have in common, a product what its factors have together. A register assigned
//!   in several places gets the least of them (registers start at zero, a multiple of
//!   everything). Pointer parameters and loaded pointers are only known to be byte-aligned.
//! - Contents: every pointer register gets the object it points into (a local slot, a module
//!   variable, a parameter) when all its assignments agree, and every object the scalar type
//!   its loads and stores use when they all use one.

use super::GlobalPlace;
use ferrocuda_ir::{BinOp, CastOp, Function, Inst, ParamKind, Special, Type, Var};
use std::collections::HashMap;

/// The largest alignment tracked: the widest access a copy uses is 16 bytes.
pub const MAX: u32 = 16;

/// The widest unit a copy of `size` bytes moves in: the largest power of two dividing it, at
/// most [`MAX`].
pub fn widest_unit(size: u32) -> u32 {
    1 << size.trailing_zeros().min(MAX.trailing_zeros())
}

/// The alignment a local slot is declared with: what the IR asks for, raised to the widest
/// unit its size allows, so that copies of the whole slot never need a check.
pub fn slot_align(size: u32, align: u32) -> u32 {
    align
        .clamp(1, 4096)
        .next_power_of_two()
        .max(widest_unit(size.max(1)))
}

/// The object a pointer points into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Object {
    /// The `n`th `Local` instruction of the function.
    Slot(usize),
    Global(u32),
    Param(u32),
}

/// What a register is known to point into: not yet seen, one object, or several.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Points {
    Unset,
    To(Object),
    Unknown,
}

impl Points {
    fn join(self, other: Points) -> Points {
        match (self, other) {
            (Points::Unset, x) | (x, Points::Unset) => x,
            (a, b) if a == b => a,
            _ => Points::Unknown,
        }
    }
}

/// The scalar type every load and store of an object uses, when there is one.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Access {
    One(Type),
    Mixed,
}

pub struct Memory {
    align: Vec<u32>,
    points: Vec<Points>,
    access: HashMap<Object, Access>,
}

impl Memory {
    pub fn analyze(f: &Function, places: &[GlobalPlace]) -> Memory {
        let points = points_to(f);
        let mut access: HashMap<Object, Access> = HashMap::new();
        for inst in f.blocks.iter().flat_map(|b| &b.insts) {
            let (addr, t) = match inst {
                Inst::Load { dst, addr, .. } => (addr, f.var_type(*dst)),
                Inst::Store { addr, value, .. } => (addr, f.var_type(*value)),
                _ => continue,
            };
            if let Points::To(o) = points[addr.0 as usize] {
                access
                    .entry(o)
                    .and_modify(|a| {
                        if *a != Access::One(t) {
                            *a = Access::Mixed
                        }
                    })
                    .or_insert(Access::One(t));
            }
        }
        Memory {
            align: alignments(f, places),
            points,
            access,
        }
    }

    /// The largest power of two (at most [`MAX`]) register `v` is known to be a multiple of.
    pub fn align(&self, v: Var) -> u32 {
        self.align[v.0 as usize]
    }

    /// Whether `v` points into one of the kernel's local slots.
    pub fn in_slot(&self, v: Var) -> bool {
        matches!(self.points[v.0 as usize], Points::To(Object::Slot(_)))
    }

    /// The float type the objects `a` and `b` point into are read and written as, if that is
    /// all they are accessed as: the unit a copy between them moves best in.
    pub fn float_contents(&self, a: Var, b: Var) -> Option<Type> {
        let of = |v: Var| match self.points[v.0 as usize] {
            Points::To(o) => self.access.get(&o).copied(),
            _ => None,
        };
        match (of(a), of(b)) {
            (Some(Access::One(t)), None) | (None, Some(Access::One(t))) => Some(t),
            (Some(Access::One(t)), Some(Access::One(u))) if t == u => Some(t),
            _ => None,
        }
        .filter(|t| t.is_float())
    }
}

/// The object each register points into.
fn points_to(f: &Function) -> Vec<Points> {
    let mut points = vec![Points::Unset; f.var_types.len()];
    for (i, p) in f.params.iter().enumerate() {
        points[i] = match p {
            ParamKind::Aggregate { .. } | ParamKind::Scalar(Type::Ptr) => {
                Points::To(Object::Param(i as u32))
            }
            ParamKind::Scalar(_) => Points::Unknown,
        };
    }
    // Values only rise (unset, one object, unknown), so this ends after a few passes.
    loop {
        let mut changed = false;
        let mut slots = 0;
        for inst in f.blocks.iter().flat_map(|b| &b.insts) {
            let Some(dst) = inst.dst() else { continue };
            let p = |v: &Var| points[v.0 as usize];
            let v = match inst {
                Inst::Local { .. } => {
                    slots += 1;
                    Points::To(Object::Slot(slots - 1))
                }
                Inst::GlobalAddr { global, .. } => Points::To(Object::Global(global.0)),
                Inst::Copy { src, .. } => p(src),
                Inst::Binary {
                    op: BinOp::Add | BinOp::Sub,
                    a,
                    ..
                } if f.var_type(*a) == Type::Ptr => p(a),
                Inst::Select { a, b, .. } => p(a).join(p(b)),
                _ => Points::Unknown,
            };
            let slot = &mut points[dst.0 as usize];
            let joined = slot.join(v);
            if joined != *slot {
                *slot = joined;
                changed = true;
            }
        }
        if !changed {
            return points;
        }
    }
}

/// The known alignment of every register.
fn alignments(f: &Function, places: &[GlobalPlace]) -> Vec<u32> {
    let mut known = vec![MAX; f.var_types.len()];
    for (i, p) in f.params.iter().enumerate() {
        known[i] = match p {
            ParamKind::Aggregate { align, .. } => pow2_at_most(*align),
            ParamKind::Scalar(_) => 1,
        };
    }
    let consts = single_constants(f);
    // Values only decrease, so this ends after at most a few passes per register.
    loop {
        let mut changed = false;
        for inst in f.blocks.iter().flat_map(|b| &b.insts) {
            let Some(dst) = inst.dst() else { continue };
            let v = alignment_of(inst, &known, &consts, places);
            let slot = &mut known[dst.0 as usize];
            if v < *slot {
                *slot = v;
                changed = true;
            }
        }
        if !changed {
            return known;
        }
    }
}

fn pow2_at_most(n: u32) -> u32 {
    match n {
        0 => MAX,
        n => (1 << n.trailing_zeros()).min(MAX),
    }
}

fn of_value(v: u64) -> u32 {
    if v == 0 {
        MAX
    } else {
        (1u64 << v.trailing_zeros().min(MAX.trailing_zeros())) as u32
    }
}

/// Registers assigned exactly once, by a constant: shift amounts.
fn single_constants(f: &Function) -> Vec<Option<i64>> {
    let mut defs = vec![0u32; f.var_types.len()];
    let mut value = vec![None; f.var_types.len()];
    for inst in f.blocks.iter().flat_map(|b| &b.insts) {
        if let Some(d) = inst.dst() {
            defs[d.0 as usize] += 1;
            if let Inst::IConst { value: c, .. } = inst {
                value[d.0 as usize] = Some(*c);
            }
        }
    }
    for (i, v) in value.iter_mut().enumerate() {
        if defs[i] != 1 || i < f.params.len() {
            *v = None;
        }
    }
    value
}

fn alignment_of(inst: &Inst, known: &[u32], consts: &[Option<i64>], places: &[GlobalPlace]) -> u32 {
    let k = |v: &Var| known[v.0 as usize];
    match inst {
        Inst::IConst { value, .. } => of_value(*value as u64),
        Inst::Copy { src, .. } => k(src),
        Inst::Binary { op, a, b, .. } => match op {
            BinOp::Add | BinOp::Sub | BinOp::Or | BinOp::Xor => k(a).min(k(b)),
            BinOp::Mul => k(a).saturating_mul(k(b)).min(MAX),
            BinOp::And => k(a).max(k(b)),
            // A shift by the width or more leaves zero, a multiple of everything.
            BinOp::Shl => match consts[b.0 as usize] {
                Some(s @ 0..=63) => k(a).saturating_mul(1 << s.min(4)).min(MAX),
                _ => k(a),
            },
            _ => 1,
        },
        // Truncation keeps the low bits, and with them every power of two below the width (a
        // factor at or above the width leaves zero).
        Inst::Cast {
            op: CastOp::SExt | CastOp::ZExt | CastOp::Trunc | CastOp::Bitcast,
            a,
            ..
        } => k(a),
        Inst::Select { a, b, .. } => k(a).min(k(b)),
        Inst::Local { size, align, .. } => slot_align(*size, *align).min(MAX),
        Inst::GlobalAddr { global, .. } => places
            .get(global.0 as usize)
            .map_or(1, |p| pow2_at_most(p.align())),
        Inst::Special {
            reg: Special::DynamicShared,
            ..
        } => MAX,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ferrocuda_ir::{Block, FunctionKind, GlobalId, Terminator};

    fn function(params: Vec<ParamKind>, types: Vec<Type>, insts: Vec<Inst>) -> Function {
        Function {
            name: "k".into(),
            kind: FunctionKind::Kernel,
            params,
            ret: None,
            var_types: types,
            blocks: vec![Block {
                insts,
                term: Terminator::Return(None),
            }],
            max_threads_per_block: None,
            cluster_dims: None,
            symbol: None,
        }
    }

    #[test]
    fn offsets_keep_what_their_terms_share() {
        use Type::*;
        // v0: pointer parameter, v1: index parameter, v2: local slot of align 16.
        let f = function(
            vec![ParamKind::Scalar(Ptr), ParamKind::Scalar(I32)],
            vec![Ptr, I32, Ptr, I64, I64, I64, Ptr, Ptr, I64, Ptr],
            vec![
                Inst::Local {
                    dst: Var(2),
                    size: 48,
                    align: 16,
                },
                Inst::Cast {
                    dst: Var(3),
                    op: CastOp::SExt,
                    a: Var(1),
                },
                Inst::IConst {
                    dst: Var(4),
                    value: 4,
                },
                Inst::Binary {
                    dst: Var(5),
                    op: BinOp::Shl,
                    a: Var(3),
                    b: Var(4),
                },
                // slot + (i << 4): still 16-aligned.
                Inst::Binary {
                    dst: Var(6),
                    op: BinOp::Add,
                    a: Var(2),
                    b: Var(5),
                },
                // parameter + (i << 4): only what the parameter is.
                Inst::Binary {
                    dst: Var(7),
                    op: BinOp::Add,
                    a: Var(0),
                    b: Var(5),
                },
                Inst::IConst {
                    dst: Var(8),
                    value: 12,
                },
                // Assigned twice: the least of slot + 16·i and slot + 12.
                Inst::Copy {
                    dst: Var(9),
                    src: Var(6),
                },
                Inst::Binary {
                    dst: Var(9),
                    op: BinOp::Add,
                    a: Var(2),
                    b: Var(8),
                },
            ],
        );
        let m = Memory::analyze(&f, &[]);
        let a = |v: u32| m.align(Var(v));
        assert_eq!(a(0), 1);
        assert_eq!(a(2), 16);
        assert_eq!(a(5), 16);
        assert_eq!(a(6), 16);
        assert_eq!(a(7), 1);
        assert_eq!(a(9), 4);
    }

    #[test]
    fn by_value_parameters_and_globals() {
        let f = function(
            vec![ParamKind::Aggregate { size: 24, align: 8 }],
            vec![Type::Ptr, Type::Ptr, Type::Ptr],
            vec![
                Inst::GlobalAddr {
                    dst: Var(1),
                    global: GlobalId(0),
                },
                Inst::GlobalAddr {
                    dst: Var(2),
                    global: GlobalId(1),
                },
            ],
        );
        let places = [
            GlobalPlace::Defined {
                name: "g".into(),
                align: 256,
            },
            GlobalPlace::Fixed(0x7000_0004),
        ];
        let m = Memory::analyze(&f, &places);
        assert_eq!([0, 1, 2].map(|v| m.align(Var(v))), [8, 16, 4]);
    }

    #[test]
    fn contents_follow_pointers_into_their_objects() {
        use Type::*;
        // v0: parameter read as floats through v4; v1, v2: slots, v2 also read as an int;
        // v3 points into either slot.
        let f = function(
            vec![ParamKind::Scalar(Ptr)],
            vec![Ptr, Ptr, Ptr, Ptr, Ptr, F32, I32, I64],
            vec![
                Inst::Local {
                    dst: Var(1),
                    size: 16,
                    align: 16,
                },
                Inst::Local {
                    dst: Var(2),
                    size: 16,
                    align: 16,
                },
                Inst::IConst {
                    dst: Var(7),
                    value: 4,
                },
                Inst::Binary {
                    dst: Var(4),
                    op: BinOp::Add,
                    a: Var(0),
                    b: Var(7),
                },
                Inst::Load {
                    dst: Var(5),
                    addr: Var(4),
                    volatile: false,
                },
                Inst::Store {
                    addr: Var(1),
                    value: Var(5),
                    volatile: false,
                },
                Inst::Store {
                    addr: Var(2),
                    value: Var(5),
                    volatile: false,
                },
                Inst::Load {
                    dst: Var(6),
                    addr: Var(2),
                    volatile: false,
                },
                Inst::Copy {
                    dst: Var(3),
                    src: Var(1),
                },
                Inst::Copy {
                    dst: Var(3),
                    src: Var(2),
                },
            ],
        );
        let m = Memory::analyze(&f, &[]);
        assert_eq!(m.float_contents(Var(0), Var(1)), Some(F32));
        assert_eq!(m.float_contents(Var(1), Var(3)), Some(F32));
        assert_eq!(m.float_contents(Var(1), Var(2)), None);
        assert_eq!(m.float_contents(Var(3), Var(3)), None);
    }
}

//! Local slots whose address only ever reaches loads and stores, found through the copies and
//! constant offsets the lowering and the inliner make of it: aggregates split into a slot per
//! field, and accesses through copied addresses made direct, so that
//! [`crate::opt::promote_locals`] turns them into registers. This is what makes a closure
//! object, a `float3` or a struct passed by value cost nothing once calls are inlined.
//!
//! An address is followed only through registers defined once: a `local`, a `copy` of an
//! address, or an `add` of an address and a constant. Such a register holds the same address
//! wherever it is read (a slot's address does not change from one execution of its `local` to
//! the next), so an access through it may use the slot's own register instead.

use crate::opt::MemoryCopies;
use crate::*;
use std::collections::{BTreeMap, HashMap, HashSet};

/// Where a register points: into the slot made by the `local` that defines the first register,
/// at the offset.
type Place = (Var, i64);

/// The places of the registers that hold slot addresses (see the module's documentation).
fn places(f: &Function) -> HashMap<Var, Place> {
    let defs = f.assignment_counts();
    let consts = f.constants_assigned_once(&defs);
    let once = |v: Var| defs[v.0 as usize] == 1;
    let mut places: HashMap<Var, Place> = HashMap::new();
    // Definitions may come in any block order: repeat until nothing new is found.
    loop {
        let before = places.len();
        for b in &f.blocks {
            for i in &b.insts {
                let (dst, place) = match i {
                    Inst::Local { dst, .. } => (*dst, Some((*dst, 0))),
                    Inst::Copy { dst, src } => (*dst, places.get(src).copied()),
                    Inst::Binary {
                        dst,
                        op: BinOp::Add,
                        a,
                        b,
                    } => {
                        let offset =
                            |p: &Var, c: &Var| Some((*places.get(p)?, consts[c.0 as usize]?));
                        let found = offset(a, b).or_else(|| offset(b, a));
                        (*dst, found.map(|((slot, at), c)| (slot, at + c)))
                    }
                    _ => continue,
                };
                if let (Some(place), true) = (place, once(dst)) {
                    places.entry(dst).or_insert(place);
                }
            }
        }
        if places.len() == before {
            return places;
        }
    }
}

/// The slot `memset(addr, value, n)` zeroes whole (an initializer's `memset` of a local array
/// before its elements are stored), if it is one.
fn zeroed_slot(
    inst: &Inst,
    places: &HashMap<Var, Place>,
    consts: &[Option<i64>],
    sizes: &HashMap<Var, u32>,
) -> Option<Var> {
    let Inst::Intrinsic { name, args, .. } = inst else {
        return None;
    };
    let [addr, value, n] = args.as_slice() else {
        return None;
    };
    let &(slot, at) = places.get(addr)?;
    let whole = name == "memset"
        && at == 0
        && consts[value.0 as usize] == Some(0)
        && consts[n.0 as usize] == sizes.get(&slot).map(|s| i64::from(*s));
    whole.then_some(slot)
}

/// Makes every load, store and copy through a register that holds the address of a slot
/// itself (a copy of it) use the slot's register.
pub fn direct_accesses(f: &mut Function) {
    let places = places(f);
    let direct = |v: &mut Var| {
        if let Some(&(slot, 0)) = places.get(v) {
            *v = slot;
        }
    };
    for b in &mut f.blocks {
        for i in &mut b.insts {
            match i {
                Inst::Load { addr, .. } | Inst::Store { addr, .. } => direct(addr),
                Inst::MemCopy { dst, src, .. } => {
                    direct(dst);
                    direct(src);
                }
                _ => {}
            }
        }
    }
}

/// How a slot is used, as far as splitting it goes.
#[derive(Default)]
struct Uses {
    /// The type accessed at each offset.
    fields: BTreeMap<i64, Type>,
    /// Copied to or from as a whole.
    copied: bool,
    /// Its address goes somewhere else than a load's or store's address (or two types are
    /// accessed at one offset, or an access is `volatile`): it stays whole.
    whole: bool,
    /// The alignment its own and the objects it is copied to or from share: the widest
    /// access a field of the bytes only copies may make (a 12-byte `float3` copied from
    /// offset 12 of a larger slot moves as three 4-byte words, which a GPU needs aligned).
    align: u32,
    /// The least alignment of the memory (not a slot) it is copied to or from: its fields'
    /// accesses there must not need more (a member of a packed class may lie anywhere).
    memory_align: Option<u32>,
    /// The offsets of the fields only copies move (typed as integers until a slot it is copied
    /// with accesses the same bytes as another type of their size).
    filled: HashSet<i64>,
}

/// The fields of a slot to split: each offset's new slot and type.
type Fields = BTreeMap<i64, (Var, Type)>;

/// How each slot is used.
fn slot_uses(
    f: &Function,
    places: &HashMap<Var, Place>,
    consts: &[Option<i64>],
    memory_copies: MemoryCopies,
) -> HashMap<Var, Uses> {
    let mut sizes: HashMap<Var, u32> = HashMap::new();
    let mut aligns: HashMap<Var, u32> = HashMap::new();
    for b in &f.blocks {
        for i in &b.insts {
            if let Inst::Local { dst, size, align } = i {
                sizes.insert(*dst, *size);
                aligns.insert(*dst, *align);
            }
        }
    }
    // The alignment of the address at `at` bytes into `slot`.
    let place_align = |(slot, at): Place| {
        let slot_align = aligns.get(&slot).copied().unwrap_or(1).max(1);
        match at {
            0 => slot_align,
            at => slot_align.min(1 << at.trailing_zeros().min(31)),
        }
    };
    let mut uses: HashMap<Var, Uses> = HashMap::new();
    // The pairs of slots copied whole one to the other.
    let mut copied_pairs: Vec<(Var, Var)> = Vec::new();
    let access = |uses: &mut HashMap<Var, Uses>, (slot, at): Place, t: Type, volatile: bool| {
        let u = uses.entry(slot).or_default();
        if volatile || *u.fields.entry(at).or_insert(t) != t {
            u.whole = true;
        }
    };
    let escape = |uses: &mut HashMap<Var, Uses>, v: Var| {
        if let Some(&(slot, _)) = places.get(&v) {
            uses.entry(slot).or_default().whole = true;
        }
    };
    for b in &f.blocks {
        for i in &b.insts {
            match i {
                Inst::Load {
                    dst,
                    addr,
                    volatile,
                } if places.contains_key(addr) => {
                    access(&mut uses, places[addr], f.var_type(*dst), *volatile);
                }
                Inst::Store {
                    addr,
                    value,
                    volatile,
                } if places.contains_key(addr) => {
                    access(&mut uses, places[addr], f.var_type(*value), *volatile);
                    escape(&mut uses, *value);
                }
                Inst::MemCopy {
                    dst,
                    src,
                    size,
                    align,
                } => {
                    // A copy of the whole slot, from or to a slot or memory, goes field by
                    // field once the slot is split (a copy from memory checks the alignment
                    // the whole copy needs first).
                    if let (Some(d), Some(s)) = (places.get(dst), places.get(src)) {
                        copied_pairs.push((d.0, s.0));
                    }
                    for (v, other) in [(dst, src), (src, dst)] {
                        if let Some(&(slot, at)) = places.get(v) {
                            let other_align = places
                                .get(other)
                                .map_or((*align).max(1), |p| place_align(*p));
                            let u = uses.entry(slot).or_default();
                            u.copied = true;
                            u.whole |= at != 0 || sizes.get(&slot) != Some(size);
                            if !places.contains_key(other) {
                                u.whole |= memory_copies == MemoryCopies::Whole;
                                let a = (*align).max(1);
                                u.memory_align = Some(u.memory_align.map_or(a, |m| m.min(a)));
                            }
                            u.align = match u.align {
                                0 => place_align((slot, 0)).min(other_align),
                                a => a.min(other_align),
                            };
                        }
                    }
                }
                // The registers that make addresses are followed by `places`.
                Inst::Copy { dst, .. } | Inst::Binary { dst, .. } if places.contains_key(dst) => {}
                // Zeroing the whole slot stores a zero to each field once it is split.
                i if zeroed_slot(i, places, consts, &sizes).is_some() => {}
                other => other.for_each_use(|v| escape(&mut uses, v)),
            }
        }
        b.term.for_each_use(|v| escape(&mut uses, v));
    }
    for (slot, u) in &mut uses {
        let Some(&size) = sizes.get(slot) else {
            u.whole = true;
            continue;
        };
        // Fields inside the slot, apart.
        let mut end = 0;
        let mut gaps = Vec::new();
        for (&at, t) in &u.fields {
            u.whole |= at < end;
            gaps.push((end, at));
            end = at + t.bytes() as i64;
        }
        u.whole |= end > size as i64;
        gaps.push((end, size as i64));
        // A slot copied as a whole copies field by field: the bytes between and after the
        // fields (padding, or what only the copies move) are fields of their own.
        if u.copied && !u.whole {
            for (mut at, end) in gaps {
                while at < end {
                    let t = [Type::I64, Type::I32, Type::I16, Type::I8]
                        .into_iter()
                        .find(|t| {
                            let bytes = t.bytes() as i64;
                            bytes <= i64::from(u.align) && at % bytes == 0 && at + bytes <= end
                        })
                        .unwrap_or(Type::I8);
                    u.fields.insert(at, t);
                    u.filled.insert(at);
                    at += t.bytes() as i64;
                }
            }
        }
        if let Some(a) = u.memory_align {
            u.whole |= u.fields.iter().any(|(at, t)| {
                let bytes = t.bytes();
                bytes > a || at % i64::from(bytes) != 0
            });
        }
        // A slot accessed as one scalar is `promote_locals`'s already.
        let scalar = u.fields.len() == 1 && u.fields.get(&0).is_some_and(|t| t.bytes() == size);
        u.whole |= scalar || u.fields.is_empty() || u.fields.len() > 64;
    }
    // A field only copies move takes the type the slot it is copied with accesses there (a
    // `float4` copied into a parameter whose `w` the callee never reads), so that copies
    // between the two go field by field with one type.
    let mut changed = true;
    while changed {
        changed = false;
        for &(a, b) in &copied_pairs {
            for (to, from) in [(a, b), (b, a)] {
                let (Some(t), Some(fr)) = (uses.get(&to), uses.get(&from)) else {
                    continue;
                };
                let adopt: Vec<(i64, Type)> = t
                    .filled
                    .iter()
                    .filter_map(|at| {
                        let mine = t.fields.get(at)?;
                        let theirs = fr.fields.get(at)?;
                        let accessed = !fr.filled.contains(at);
                        (accessed && theirs.bytes() == mine.bytes() && theirs != mine)
                            .then_some((*at, *theirs))
                    })
                    .collect();
                if adopt.is_empty() {
                    continue;
                }
                let t = uses.get_mut(&to).expect("checked");
                for (at, ty) in adopt {
                    t.fields.insert(at, ty);
                    t.filled.remove(&at);
                }
                changed = true;
            }
        }
    }
    uses
}

/// Splits each slot accessed only field by field (loads and stores at constant offsets, and
/// copies of the whole slot: with another slot, and with memory where `memory_copies` says so)
/// into a slot per field.
pub fn split_aggregates(f: &mut Function, memory_copies: MemoryCopies) {
    let places = places(f);
    let consts = f.constants_assigned_once(&f.assignment_counts());
    let sizes: HashMap<Var, u32> = f
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter_map(|i| match i {
            Inst::Local { dst, size, .. } => Some((*dst, *size)),
            _ => None,
        })
        .collect();
    let mut uses: Vec<(Var, Uses)> = slot_uses(f, &places, &consts, memory_copies)
        .into_iter()
        .filter(|(_, u)| !u.whole)
        .collect();
    uses.sort_by_key(|(slot, _)| *slot);
    let mut split: HashMap<Var, Fields> = HashMap::new();
    for (slot, u) in uses {
        let fields = u
            .fields
            .iter()
            .map(|(&at, &t)| (at, (new_var(f, Type::Ptr), t)))
            .collect();
        split.insert(slot, fields);
    }
    // A copy between two split slots goes field by field: both must have the same fields.
    loop {
        let mut unsplit = Vec::new();
        for b in &f.blocks {
            for i in &b.insts {
                let Inst::MemCopy { dst, src, .. } = i else {
                    continue;
                };
                let slot = |v: &Var| places.get(v).map(|p| p.0).filter(|s| split.contains_key(s));
                if let (Some(d), Some(s)) = (slot(dst), slot(src)) {
                    let layout = |slot: Var| split[&slot].iter().map(|(at, (_, t))| (*at, *t));
                    if !layout(d).eq(layout(s)) {
                        unsplit.extend([d, s]);
                    }
                }
            }
        }
        if unsplit.is_empty() {
            break;
        }
        for s in unsplit {
            split.remove(&s);
        }
    }
    if split.is_empty() {
        return;
    }
    let fields_of = |v: Var| places.get(&v).and_then(|p| split.get(&p.0));
    // The slot of the field an address points to, if it is one of a split slot.
    let field_slot = |v: Var| {
        let (slot, at) = places.get(&v)?;
        Some(split.get(slot)?.get(at)?.0)
    };
    for bi in 0..f.blocks.len() {
        let insts = std::mem::take(&mut f.blocks[bi].insts);
        let mut out = Vec::with_capacity(insts.len());
        for i in insts {
            match i {
                Inst::Local { dst, align, .. } if split.contains_key(&dst) => {
                    for (s, t) in split[&dst].values() {
                        out.push(Inst::Local {
                            dst: *s,
                            size: t.bytes(),
                            align: align.min(t.bytes()),
                        });
                    }
                }
                Inst::Load {
                    dst,
                    addr,
                    volatile,
                } => out.push(Inst::Load {
                    dst,
                    addr: field_slot(addr).unwrap_or(addr),
                    volatile,
                }),
                Inst::Store {
                    addr,
                    value,
                    volatile,
                } => out.push(Inst::Store {
                    addr: field_slot(addr).unwrap_or(addr),
                    value,
                    volatile,
                }),
                Inst::MemCopy {
                    dst, src, align, ..
                } if fields_of(dst).or(fields_of(src)).is_some() => {
                    let layout = fields_of(dst)
                        .or(fields_of(src))
                        .cloned()
                        .unwrap_or_default();
                    // The memory side of a copy between a split slot and memory: aligned as the
                    // copy needs, which its fields' accesses alone do not check.
                    let memory = match (fields_of(dst), fields_of(src)) {
                        (Some(_), None) if !places.contains_key(&src) => Some(src),
                        (None, Some(_)) if !places.contains_key(&dst) => Some(dst),
                        _ => None,
                    };
                    let narrowest = layout.values().map(|(_, t)| t.bytes()).min().unwrap_or(1);
                    if let (Some(addr), true) = (memory, align.min(16) > narrowest) {
                        let a = new_var(f, Type::I64);
                        out.push(Inst::IConst {
                            dst: a,
                            value: i64::from(align.min(16)),
                        });
                        out.push(Inst::Intrinsic {
                            dst: None,
                            name: CHECK_ALIGNED.to_string(),
                            args: vec![addr, a],
                        });
                    }
                    for (&offset, &(_, t)) in &layout {
                        let from = field_address(f, &mut out, fields_of(src), src, offset);
                        let to = field_address(f, &mut out, fields_of(dst), dst, offset);
                        let value = new_var(f, t);
                        out.push(Inst::Load {
                            dst: value,
                            addr: from,
                            volatile: false,
                        });
                        out.push(Inst::Store {
                            addr: to,
                            value,
                            volatile: false,
                        });
                    }
                }
                i if zeroed_slot(&i, &places, &consts, &sizes)
                    .is_some_and(|s| split.contains_key(&s)) =>
                {
                    let slot = zeroed_slot(&i, &places, &consts, &sizes).expect("checked");
                    for (field, t) in split[&slot].values() {
                        let zero = new_var(f, *t);
                        out.push(match t.is_float() {
                            true => Inst::FConst {
                                dst: zero,
                                value: 0.0,
                            },
                            false => Inst::IConst {
                                dst: zero,
                                value: 0,
                            },
                        });
                        out.push(Inst::Store {
                            addr: *field,
                            value: zero,
                            volatile: false,
                        });
                    }
                }
                other => out.push(other),
            }
        }
        f.blocks[bi].insts = out;
    }
}

fn new_var(f: &mut Function, t: Type) -> Var {
    f.var_types.push(t);
    Var(f.var_types.len() as u32 - 1)
}

/// The address of the field at `offset` of the object at `base`: its slot where the object is
/// split (`fields`), else computed into a new register by instructions added to `out`.
fn field_address(
    f: &mut Function,
    out: &mut Vec<Inst>,
    fields: Option<&Fields>,
    base: Var,
    offset: i64,
) -> Var {
    if let Some((slot, _)) = fields.and_then(|fields| fields.get(&offset)) {
        return *slot;
    }
    let c = new_var(f, Type::I64);
    let a = new_var(f, Type::Ptr);
    out.push(Inst::IConst {
        dst: c,
        value: offset,
    });
    out.push(Inst::Binary {
        dst: a,
        op: BinOp::Add,
        a: base,
        b: c,
    });
    a
}

/// Removes the instructions without effect whose results nothing reads.
pub fn remove_dead(f: &mut Function) {
    loop {
        let mut used: HashSet<Var> = HashSet::new();
        for b in &f.blocks {
            for i in &b.insts {
                i.for_each_use(|v| {
                    used.insert(v);
                });
            }
            b.term.for_each_use(|v| {
                used.insert(v);
            });
        }
        let mut removed = false;
        for b in &mut f.blocks {
            b.insts.retain(|i| {
                let pure = matches!(
                    i,
                    Inst::IConst { .. }
                        | Inst::FConst { .. }
                        | Inst::Copy { .. }
                        | Inst::Local { .. }
                        | Inst::GlobalAddr { .. }
                        | Inst::Binary {
                            op: BinOp::Add | BinOp::Sub | BinOp::Mul,
                            ..
                        }
                );
                let keep = !pure || i.dst().is_some_and(|d| used.contains(&d));
                removed |= !keep;
                keep
            });
        }
        if !removed {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::*;

    /// A kernel taking one pointer, and that pointer.
    fn kernel() -> (FunctionBuilder, Var) {
        let k = FunctionBuilder::new(
            "k",
            FunctionKind::Kernel,
            vec![ParamKind::Scalar(Type::Ptr)],
            None,
        );
        let out = k.param(0);
        (k, out)
    }

    /// A new slot of `size` bytes aligned to `align`.
    fn slot(k: &mut FunctionBuilder, size: u32, align: u32) -> Var {
        let slot = k.new_var(Type::Ptr);
        k.push(Inst::Local {
            dst: slot,
            size,
            align,
        });
        slot
    }

    /// Copies `size` bytes from `src` to `dst`, both aligned to `align`.
    fn copy_bytes(k: &mut FunctionBuilder, dst: Var, src: Var, size: u32, align: u32) {
        k.push(Inst::MemCopy {
            dst,
            src,
            size,
            align,
        });
    }

    /// A closure-like object: a pair of an `i32` and the address of a scalar, built in one
    /// slot, copied to another and read back through a copy of that one's address.
    #[test]
    fn objects_and_the_addresses_they_hold_become_registers() {
        let (mut k, out) = kernel();
        let local = |k: &mut FunctionBuilder, size| slot(k, size, 8);
        let sum = local(&mut k, 4);
        let zero = k.iconst(Type::I32, 0);
        k.store(sum, zero);
        let object = local(&mut k, 16);
        let seven = k.iconst(Type::I32, 7);
        k.store(object, seven);
        let eight = k.iconst(Type::I64, 8);
        let second = k.binary(BinOp::Add, object, eight);
        k.store(second, sum);
        let copy = local(&mut k, 16);
        copy_bytes(&mut k, copy, object, 16, 8);
        let this = k.new_var(Type::Ptr);
        k.push(Inst::Copy {
            dst: this,
            src: copy,
        });
        let eight = k.iconst(Type::I64, 8);
        let field = k.binary(BinOp::Add, this, eight);
        let target = k.load(Type::Ptr, field);
        let n = k.load(Type::I32, this);
        let old = k.load(Type::I32, target);
        let new = k.binary(BinOp::Add, old, n);
        k.store(target, new);
        let result = k.load(Type::I32, sum);
        k.store(out, result);
        k.terminate(Terminator::Return(None));
        let mut f = k.finish();
        opt::optimize_locals(&mut f, crate::opt::MemoryCopies::Whole);
        let text = f.to_string();
        assert!(!text.contains("local"), "{text}");
        assert!(!text.contains("memcopy"), "{text}");
    }

    /// A `float3` copied out of the second half of a larger slot (a ray's direction) moves
    /// in accesses no wider than the addresses' shared alignment: 4 bytes at offset 12.
    #[test]
    fn bytes_only_copied_move_in_aligned_accesses() {
        let (mut k, out) = kernel();
        let ray = slot(&mut k, 24, 8);
        let twelve = k.iconst(Type::I64, 12);
        let direction = k.binary(BinOp::Add, ray, twelve);
        let copy = slot(&mut k, 12, 4);
        copy_bytes(&mut k, copy, direction, 12, 4);
        let second = slot(&mut k, 12, 4);
        copy_bytes(&mut k, second, copy, 12, 4);
        let x = k.load(Type::I32, second);
        k.store(out, x);
        k.terminate(Terminator::Return(None));
        let mut f = k.finish();
        opt::optimize_locals(&mut f, crate::opt::MemoryCopies::Whole);
        let text = f.to_string();
        assert!(text.contains("i32 = load"), "{text}");
        assert!(!text.contains("i64 = load"), "{text}");
    }

    #[test]
    fn a_slot_zeroed_whole_then_stored_becomes_registers() {
        // `float a[2] = {x};`: the initializer zeroes the array, then stores its first element.
        let (mut k, out) = kernel();
        let array = slot(&mut k, 8, 4);
        let zero = k.iconst(Type::I8, 0);
        let size = k.iconst(Type::I64, 8);
        k.push(Inst::Intrinsic {
            dst: None,
            name: "memset".into(),
            args: vec![array, zero, size],
        });
        let x = k.fconst(Type::F32, 1.5);
        k.store(array, x);
        let four = k.iconst(Type::I64, 4);
        let second = k.binary(BinOp::Add, array, four);
        let y = k.load(Type::F32, second);
        k.store(out, y);
        k.terminate(Terminator::Return(None));
        let mut f = k.finish();
        crate::opt::optimize_locals(&mut f, crate::opt::MemoryCopies::Whole);
        let text = f.to_string();
        assert!(
            !text.contains("local") && !text.contains("memset"),
            "{text}"
        );
        assert!(text.contains("fconst 0"), "{text}");
    }

    /// A `float4` read from memory into a local and then read field by field (`float4 p =
    /// pos[i]; p.x`): its fields become registers where copies with memory go by field, after
    /// a check of the 16-byte alignment the copy needs; a packed member's copy (alignment 1)
    /// stays whole, since its fields' own accesses would need more.
    #[test]
    fn a_slot_copied_from_memory_splits_where_copies_go_by_field() {
        let build = |align: u32| {
            let (mut k, out) = kernel();
            let local = slot(&mut k, 16, 16);
            copy_bytes(&mut k, local, out, 16, align);
            let eight = k.iconst(Type::I64, 8);
            let z = k.binary(BinOp::Add, local, eight);
            let z = k.load(Type::F32, z);
            let x = k.load(Type::F32, local);
            let sum = k.binary(BinOp::FAdd, x, z);
            k.store(out, sum);
            k.terminate(Terminator::Return(None));
            k.finish()
        };
        let mut f = build(16);
        opt::optimize_locals(&mut f, crate::opt::MemoryCopies::ByField);
        let text = f.to_string();
        assert!(
            !text.contains("local") && !text.contains("memcopy"),
            "{text}"
        );
        assert!(text.contains(crate::CHECK_ALIGNED), "{text}");
        let mut f = build(16);
        opt::optimize_locals(&mut f, crate::opt::MemoryCopies::Whole);
        assert!(f.to_string().contains("memcopy"), "{f}");
        let mut f = build(1);
        opt::optimize_locals(&mut f, crate::opt::MemoryCopies::ByField);
        assert!(f.to_string().contains("memcopy"), "{f}");
    }

    /// A `float4` whose four fields are read, copied into a parameter whose `w` is never read
    /// (`interact(p, ...)` inlined): the parameter's bytes 12..16, which only the copy moves,
    /// take the `float` type of the field they are copied from, so both slots split.
    #[test]
    fn bytes_only_copied_take_the_type_of_the_field_they_come_from() {
        let (mut k, out) = kernel();
        let p = slot(&mut k, 16, 16);
        let mut fields = Vec::new();
        for at in [0, 4, 8, 12] {
            let offset = k.iconst(Type::I64, at);
            let field = k.binary(BinOp::Add, p, offset);
            let x = k.fconst(Type::F32, at as f64);
            k.store(field, x);
            fields.push(field);
        }
        let param = slot(&mut k, 16, 16);
        copy_bytes(&mut k, param, p, 16, 16);
        let mut sum = k.load(Type::F32, fields[3]);
        for at in [0, 4, 8] {
            let offset = k.iconst(Type::I64, at);
            let field = k.binary(BinOp::Add, param, offset);
            let x = k.load(Type::F32, field);
            sum = k.binary(BinOp::FAdd, sum, x);
        }
        k.store(out, sum);
        k.terminate(Terminator::Return(None));
        let mut f = k.finish();
        opt::optimize_locals(&mut f, crate::opt::MemoryCopies::Whole);
        let text = f.to_string();
        assert!(
            !text.contains("local") && !text.contains("memcopy"),
            "{text}"
        );
    }
}

//! Runs a function of a module on constants, as a C++ compiler evaluates a constant
//! expression: what a device variable's initializer computes when it calls `constexpr`
//! functions, constructs class objects, or loops (`__constant__ Cfg c = make_cfg(4);`).
//!
//! Memory is a set of allocations (the function's locals, and the module's globals, which are
//! read-only here); a pointer is an allocation and an offset in it, and every pointer stored
//! in memory is remembered as one, so that an object's pointers to globals come out as
//! [`Relocation`]s. Whatever C++ leaves undefined — an access outside an object, a division by
//! zero, a shift past the width, writing a global — and whatever only a running GPU knows (a
//! thread's index, atomics, barriers, intrinsics) makes the evaluation fail with the reason.
//! An evaluation is bounded in steps and call depth, so a loop that never ends fails too.

use crate::*;
use std::collections::{BTreeSet, HashMap};

/// The most instructions one evaluation runs (the calls it makes included).
const MAX_STEPS: u64 = 10_000_000;
/// The deepest chain of calls one evaluation makes.
const MAX_DEPTH: u32 = 512;
/// The most bytes of locals one evaluation makes.
const MAX_LOCAL_BYTES: u64 = 64 << 20;

/// The bytes of an object a constant evaluation made, with the pointers among them (to
/// module globals: the only addresses that outlive the evaluation).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstantObject {
    pub bytes: Vec<u8>,
    pub relocations: Vec<Relocation>,
}

/// What a constant expression may use of a module, as C++ says: the globals whose values are
/// constants (`constexpr` and `const` variables; any may have its address taken), and the
/// functions that are `constexpr`.
pub struct Constants<'a> {
    pub readable: &'a dyn Fn(GlobalId) -> bool,
    pub callable: &'a dyn Fn(FuncId) -> bool,
}

/// Runs `f`, a function of `module` without parameters that returns the address of an object
/// of `size` bytes, and reads the object, using only what `rules` allow. The error says why
/// the object is not a constant.
pub fn evaluate_object(
    module: &Module,
    f: &Function,
    size: u64,
    rules: &Constants,
) -> Result<ConstantObject, String> {
    let mut machine = Machine {
        module,
        readable: rules.readable,
        callable: rules.callable,
        memory: Vec::new(),
        globals: HashMap::new(),
        steps: 0,
        depth: 0,
        local_bytes: 0,
    };
    let address = machine
        .run(f, &[])?
        .ok_or("the initializer gives no object")?;
    machine.object_at(address as u64, size)
}

/// One allocation: its bytes, the offsets where a pointer was stored, and the global it is
/// (globals are read-only during an evaluation).
struct Allocation {
    /// Its size: that of `bytes`, except for a global that is not read, whose bytes are not
    /// copied (it may be large).
    size: u64,
    bytes: Vec<u8>,
    pointers: BTreeSet<u64>,
    global: Option<GlobalId>,
    /// Its bytes may be read: not a global whose value is not a constant.
    readable: bool,
}

struct Machine<'m> {
    module: &'m Module,
    readable: &'m dyn Fn(GlobalId) -> bool,
    callable: &'m dyn Fn(FuncId) -> bool,
    memory: Vec<Allocation>,
    globals: HashMap<GlobalId, usize>,
    steps: u64,
    depth: u32,
    local_bytes: u64,
}

/// A pointer's value: allocation `i` (counted from 1, so that null is no allocation) in the
/// high half, the offset in the low half.
fn pointer(allocation: usize, offset: u64) -> u128 {
    (((allocation as u64 + 1) << 32) | (offset & 0xffff_ffff)) as u128
}

/// The allocation and offset a pointer's value names (`None` for null or a forged one).
fn split_pointer(p: u64) -> Option<(usize, u64)> {
    let allocation = (p >> 32).checked_sub(1)? as usize;
    Some((allocation, p & 0xffff_ffff))
}

/// The bits of a value of type `t` (the rest of the `u128` is zero).
fn mask(t: Type) -> u128 {
    match t {
        Type::Bool => 1,
        Type::I128 => u128::MAX,
        t => (1u128 << (t.bytes() * 8)) - 1,
    }
}

/// `v`, `t`'s bits, read as a signed number.
fn signed(v: u128, t: Type) -> i128 {
    match t {
        Type::Bool => v as i128,
        t => {
            let shift = 128 - t.bytes() * 8;
            ((v << shift) as i128) >> shift
        }
    }
}

fn float_of(v: u128, t: Type) -> f64 {
    match t {
        Type::F32 => f32::from_bits(v as u32) as f64,
        _ => f64::from_bits(v as u64),
    }
}

/// `x` as a value of the floating type `t`, rounded to it.
fn float_bits(x: f64, t: Type) -> u128 {
    match t {
        Type::F32 => (x as f32).to_bits() as u128,
        _ => x.to_bits() as u128,
    }
}

impl Machine<'_> {
    fn run(&mut self, f: &Function, args: &[u128]) -> Result<Option<u128>, String> {
        if self.depth >= MAX_DEPTH {
            return Err("calls nest too deeply".into());
        }
        self.depth += 1;
        let result = self.run_body(f, args);
        self.depth -= 1;
        result
    }

    fn run_body(&mut self, f: &Function, args: &[u128]) -> Result<Option<u128>, String> {
        let mut regs = vec![0u128; f.var_types.len()];
        regs[..args.len()].copy_from_slice(args);
        let mut block = Function::ENTRY;
        loop {
            let b = f
                .blocks
                .get(block.0 as usize)
                .ok_or("a branch to no block")?;
            for inst in &b.insts {
                self.steps += 1;
                if self.steps > MAX_STEPS {
                    return Err(format!(
                        "the evaluation runs more than {MAX_STEPS} instructions"
                    ));
                }
                self.step(f, &mut regs, inst)?;
            }
            block = match &b.term {
                Terminator::Jump(to) => *to,
                Terminator::Branch {
                    cond,
                    then_block,
                    else_block,
                } => match regs[cond.0 as usize] != 0 {
                    true => *then_block,
                    false => *else_block,
                },
                Terminator::Return(v) => return Ok(v.map(|v| regs[v.0 as usize])),
                Terminator::Exit => return Err("the thread exits".into()),
                Terminator::Unreachable => {
                    return Err("control reaches the end of a function that returns a value".into())
                }
            };
        }
    }

    fn step(&mut self, f: &Function, regs: &mut [u128], inst: &Inst) -> Result<(), String> {
        let ty = |v: &Var| f.var_type(*v);
        let get = |regs: &[u128], v: &Var| regs[v.0 as usize];
        match inst {
            Inst::IConst { dst, value } => {
                regs[dst.0 as usize] = *value as i128 as u128 & mask(ty(dst))
            }
            Inst::FConst { dst, value } => regs[dst.0 as usize] = float_bits(*value, ty(dst)),
            Inst::Copy { dst, src } => regs[dst.0 as usize] = get(regs, src),
            Inst::Unary { dst, op, a } => {
                let (x, t) = (get(regs, a), ty(a));
                regs[dst.0 as usize] = match op {
                    UnOp::Neg => x.wrapping_neg() & mask(t),
                    UnOp::Not => !x & mask(t),
                    UnOp::FNeg => float_bits(-float_of(x, t), t),
                };
            }
            Inst::Binary { dst, op, a, b } => {
                regs[dst.0 as usize] = binary(*op, get(regs, a), get(regs, b), ty(dst))?;
            }
            Inst::Cmp { dst, op, a, b } => {
                regs[dst.0 as usize] = compare(*op, get(regs, a), get(regs, b), ty(a)) as u128;
            }
            Inst::Cast { dst, op, a } => {
                regs[dst.0 as usize] = cast(*op, get(regs, a), ty(a), ty(dst));
            }
            Inst::Select { dst, cond, a, b } => {
                regs[dst.0 as usize] = match get(regs, cond) != 0 {
                    true => get(regs, a),
                    false => get(regs, b),
                };
            }
            Inst::Load { dst, addr, .. } => {
                let t = ty(dst);
                let bytes = self.read(get(regs, addr) as u64, t.bytes() as u64)?;
                let mut raw = [0u8; 16];
                raw[..bytes.len()].copy_from_slice(&bytes);
                regs[dst.0 as usize] = u128::from_le_bytes(raw) & mask(t);
            }
            Inst::Store { addr, value, .. } => {
                let t = ty(value);
                let bytes = get(regs, value).to_le_bytes();
                let at = get(regs, addr) as u64;
                self.write(at, &bytes[..t.bytes() as usize], t == Type::Ptr)?;
            }
            Inst::Local { dst, size, .. } => {
                self.local_bytes += u64::from(*size);
                if self.local_bytes > MAX_LOCAL_BYTES {
                    return Err(format!(
                        "the evaluation makes more than {} MiB of local objects",
                        MAX_LOCAL_BYTES >> 20
                    ));
                }
                self.memory.push(Allocation {
                    size: u64::from(*size),
                    bytes: vec![0; *size as usize],
                    pointers: BTreeSet::new(),
                    global: None,
                    readable: true,
                });
                regs[dst.0 as usize] = pointer(self.memory.len() - 1, 0);
            }
            Inst::GlobalAddr { dst, global } => {
                let allocation = self.global(*global)?;
                regs[dst.0 as usize] = pointer(allocation, 0);
            }
            Inst::Call { dst, func, args } => {
                let callee = self
                    .module
                    .functions
                    .get(func.0 as usize)
                    .ok_or("a call of no function")?;
                if callee.blocks.is_empty() {
                    return Err(format!("'{}' has no body here", callee.name));
                }
                if !(self.callable)(*func) {
                    return Err(format!(
                        "'{}' is called, which is not constexpr",
                        callee.name
                    ));
                }
                let values: Vec<u128> = args.iter().map(|a| get(regs, a)).collect();
                let result = self.run(callee, &values)?;
                if let Some(dst) = dst {
                    regs[dst.0 as usize] = result.ok_or("a call gives no value")?;
                }
            }
            Inst::MemCopy { dst, src, size, .. } => {
                self.copy(get(regs, dst) as u64, get(regs, src) as u64, *size as u64)?;
            }
            Inst::Intrinsic { name, args, .. } if name == "memset" || name == "memcpy" => {
                let [to, what, size] = args.as_slice() else {
                    return Err(format!("'{name}' takes three arguments"));
                };
                let (to, what, size) = (get(regs, to) as u64, get(regs, what), get(regs, size));
                match name.as_str() {
                    "memset" => {
                        let bytes = vec![what as u8; size as usize];
                        self.write(to, &bytes, false)?;
                    }
                    _ => self.copy(to, what as u64, size as u64)?,
                }
            }
            Inst::Intrinsic { name, dst, .. } if intrinsic_name(name) == IS_CONSTANT_EVALUATED => {
                if let Some(dst) = dst {
                    regs[dst.0 as usize] = 1;
                }
            }
            Inst::Intrinsic { name, .. } => {
                return Err(format!("'{name}' is not computed in a constant expression"))
            }
            Inst::Special { .. } => return Err("a thread's coordinates are not constants".into()),
            // An `assert` that fails, or what the front end knows cannot be a constant: the
            // message says which.
            Inst::Trap { message } => {
                return Err(self
                    .c_string(get(regs, message) as u64)
                    .unwrap_or_else(|| "an assertion fails".into()))
            }
            Inst::Atomic { .. }
            | Inst::AtomicCas { .. }
            | Inst::Sync { .. }
            | Inst::Fence
            | Inst::InlineAsm(_)
            | Inst::Launch(_) => {
                return Err("what runs only on a GPU is not a constant expression".into())
            }
        }
        Ok(())
    }

    /// The text of the C string at `address`, where it is one.
    fn c_string(&self, address: u64) -> Option<String> {
        let (a, offset) = split_pointer(address)?;
        let bytes = self.memory.get(a)?.bytes.get(offset as usize..)?;
        let end = bytes.iter().position(|&b| b == 0)?;
        Some(String::from_utf8_lossy(&bytes[..end]).into_owned())
    }

    /// Copies `size` bytes from `from` to `to`, the pointers among them too.
    fn copy(&mut self, to: u64, from: u64, size: u64) -> Result<(), String> {
        let bytes = self.read(from, size)?;
        let (a, offset) = split_pointer(from).ok_or("a copy from a null pointer")?;
        let pointers: Vec<u64> = self.memory[a]
            .pointers
            .range(offset..offset + size)
            .map(|p| p - offset)
            .collect();
        self.write(to, &bytes, false)?;
        let (b, base) = split_pointer(to).ok_or("a copy to a null pointer")?;
        self.memory[b]
            .pointers
            .extend(pointers.iter().map(|p| base + p));
        Ok(())
    }

    /// The allocation holding global `g`'s initial contents, made at its first use.
    fn global(&mut self, g: GlobalId) -> Result<usize, String> {
        if let Some(&a) = self.globals.get(&g) {
            return Ok(a);
        }
        let global = self
            .module
            .globals
            .get(g.0 as usize)
            .ok_or("no such global")?;
        if global.space == GlobalSpace::Shared {
            return Err(format!(
                "the __shared__ variable '{}' has no value yet",
                global.name
            ));
        }
        let readable = global.space == GlobalSpace::ReadOnly || (self.readable)(g);
        let size = global.size.max(global.init.len() as u64);
        let bytes = match readable {
            true if size > MAX_LOCAL_BYTES => {
                return Err(format!("'{}' is too large to read here", global.name))
            }
            true => {
                let mut bytes = global.init.clone();
                bytes.resize(size as usize, 0);
                bytes
            }
            false => Vec::new(),
        };
        let a = self.memory.len();
        self.memory.push(Allocation {
            size,
            bytes,
            pointers: BTreeSet::new(),
            global: Some(g),
            readable,
        });
        self.globals.insert(g, a);
        for r in global.relocations.iter().filter(|_| readable) {
            let target = self.global(r.target)?;
            let value = pointer(target, r.addend as u64) as u64;
            let at = r.offset as usize;
            if let Some(slot) = self.memory[a].bytes.get_mut(at..at + 8) {
                slot.copy_from_slice(&value.to_le_bytes());
                self.memory[a].pointers.insert(r.offset);
            }
        }
        Ok(a)
    }

    /// The allocation and offset of `size` bytes at `address`, all inside one allocation.
    fn locate(&self, address: u64, size: u64) -> Result<(usize, usize), String> {
        let (a, offset) = split_pointer(address).ok_or("an access through a null pointer")?;
        let allocation = self
            .memory
            .get(a)
            .ok_or("an access through an invalid pointer")?;
        if offset + size > allocation.size {
            return Err("an access outside the object".into());
        }
        Ok((a, offset as usize))
    }

    fn read(&self, address: u64, size: u64) -> Result<Vec<u8>, String> {
        let (a, at) = self.locate(address, size)?;
        if let (false, Some(g)) = (self.memory[a].readable, self.memory[a].global) {
            let name = &self.module.globals[g.0 as usize].name;
            return Err(format!("'{name}' is read, and its value is not a constant"));
        }
        Ok(self.memory[a].bytes[at..at + size as usize].to_vec())
    }

    /// Stores `bytes` at `address`, remembering whether they are a pointer.
    fn write(&mut self, address: u64, bytes: &[u8], is_pointer: bool) -> Result<(), String> {
        let (a, at) = self.locate(address, bytes.len() as u64)?;
        let allocation = &mut self.memory[a];
        if let Some(g) = allocation.global {
            let name = &self.module.globals[g.0 as usize].name;
            return Err(format!(
                "'{name}' is written, which a constant expression may not do"
            ));
        }
        allocation.bytes[at..at + bytes.len()].copy_from_slice(bytes);
        let (start, end) = (at as u64, (at + bytes.len()) as u64);
        let overwritten: Vec<u64> = allocation
            .pointers
            .range(start.saturating_sub(7)..end)
            .copied()
            .collect();
        for p in overwritten {
            allocation.pointers.remove(&p);
        }
        if is_pointer {
            allocation.pointers.insert(start);
        }
        Ok(())
    }

    /// The `size` bytes at `address`, their pointers made relocations.
    fn object_at(&self, address: u64, size: u64) -> Result<ConstantObject, String> {
        let (a, at) = self.locate(address, size)?;
        let allocation = &self.memory[a];
        let mut bytes = allocation.bytes[at..at + size as usize].to_vec();
        let mut relocations = Vec::new();
        for &p in allocation.pointers.range(at as u64..at as u64 + size) {
            let offset = p - at as u64;
            let slot = &mut bytes[offset as usize..offset as usize + 8];
            let value = u64::from_le_bytes(slot.try_into().expect("eight bytes"));
            // A pointer-typed value that addresses no allocation is a number the program
            // made (a polymorphic object's dynamic type tag, a function's number): kept.
            let Some((target, addend)) = split_pointer(value) else {
                continue;
            };
            slot.fill(0);
            let Some(global) = self.memory.get(target).and_then(|t| t.global) else {
                return Err("a pointer to a temporary object is not a constant".into());
            };
            relocations.push(Relocation {
                offset,
                target: global,
                addend: addend as i64,
            });
        }
        Ok(ConstantObject { bytes, relocations })
    }
}

/// `a op b` on values of type `t`.
fn binary(op: BinOp, a: u128, b: u128, t: Type) -> Result<u128, String> {
    use BinOp::*;
    let bits = t.bytes() * 8;
    let m = mask(t);
    let (sa, sb) = (signed(a, t), signed(b, t));
    let float = |f: fn(f64, f64) -> f64| match t {
        Type::F32 => {
            let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
            (f(x as f64, y as f64) as f32).to_bits() as u128
        }
        _ => f(float_of(a, t), float_of(b, t)).to_bits() as u128,
    };
    Ok(match op {
        Add => a.wrapping_add(b) & m,
        Sub => a.wrapping_sub(b) & m,
        Mul => a.wrapping_mul(b) & m,
        SDiv | SRem | UDiv | URem if b == 0 => return Err("a division by zero".into()),
        SDiv | SRem if sb == -1 && sa == signed(1 << (bits - 1), t) => {
            return Err("a division that overflows".into())
        }
        SDiv => (sa / sb) as u128 & m,
        SRem => (sa % sb) as u128 & m,
        UDiv => a / b,
        URem => a % b,
        And => a & b,
        Or => a | b,
        Xor => a ^ b,
        Shl | AShr | LShr if b >= bits as u128 => {
            return Err(format!(
                "a shift by {b}, past the {bits} bits of its operand"
            ))
        }
        Shl => (a << b) & m,
        AShr => (sa >> b) as u128 & m,
        LShr => a >> b,
        // Each operation of single precision rounds once: a sum, difference, product or
        // quotient of two floats is exact in double precision before that rounding.
        FAdd => float(|x, y| x + y),
        FSub => float(|x, y| x - y),
        FMul => float(|x, y| x * y),
        FDiv => match t {
            Type::F32 => (f32::from_bits(a as u32) / f32::from_bits(b as u32)).to_bits() as u128,
            _ => (float_of(a, t) / float_of(b, t)).to_bits() as u128,
        },
        SMulHi => ((sa * sb) >> bits) as u128 & m,
        UMulHi => (a * b) >> bits,
    })
}

fn compare(op: CmpOp, a: u128, b: u128, t: Type) -> bool {
    use CmpOp::*;
    let (sa, sb) = (signed(a, t), signed(b, t));
    let (fa, fb) = (float_of(a, t), float_of(b, t));
    match op {
        Eq => a == b,
        Ne => a != b,
        Slt => sa < sb,
        Sle => sa <= sb,
        Sgt => sa > sb,
        Sge => sa >= sb,
        Ult => a < b,
        Ule => a <= b,
        Ugt => a > b,
        Uge => a >= b,
        FEq => fa == fb,
        FNe => fa != fb,
        FLt => fa < fb,
        FLe => fa <= fb,
        FGt => fa > fb,
        FGe => fa >= fb,
    }
}

fn cast(op: CastOp, a: u128, from: Type, to: Type) -> u128 {
    use CastOp::*;
    match op {
        SExt => signed(a, from) as u128 & mask(to),
        ZExt | Trunc | Bitcast => a & mask(to),
        SIToF => float_bits(signed(a, from) as f64, to),
        UIToF => float_bits(a as f64, to),
        // Saturating, NaN to zero: Rust's conversions do as the GPU's `cvt.rzi` does.
        FToSI => {
            let x = float_of(a, from);
            let v = match to {
                Type::I8 => x as i8 as i128,
                Type::I16 => x as i16 as i128,
                Type::I32 => x as i32 as i128,
                Type::I128 => x as i128,
                Type::Bool => (x != 0.0) as i128,
                _ => x as i64 as i128,
            };
            v as u128 & mask(to)
        }
        FToUI => {
            let x = float_of(a, from);
            match to {
                Type::I8 => x as u8 as u128,
                Type::I16 => x as u16 as u128,
                Type::I32 => x as u32 as u128,
                Type::I128 => x as u128,
                Type::Bool => (x != 0.0) as u128,
                _ => x as u64 as u128,
            }
        }
        FExt | FTrunc => float_bits(float_of(a, from), to),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: Constants = Constants {
        readable: &|_| true,
        callable: &|_| true,
    };
    const NO_GLOBALS: Constants = Constants {
        readable: &|_| false,
        callable: &|_| true,
    };

    /// A global of `size` bytes aligned to 4, its first bytes `init`.
    fn global(name: &str, space: GlobalSpace, size: u64, init: Vec<u8>) -> Global {
        Global {
            name: name.into(),
            space,
            size,
            align: 4,
            init,
            relocations: Vec::new(),
        }
    }

    /// A function that builds `{ int a = 6 * 7; float b = 1.0f / 3; }` in a local and returns
    /// its address, with a pointer to a global after them.
    #[test]
    fn an_object_with_a_pointer_to_a_global() {
        let mut module = Module::default();
        module.globals.push(global(
            "table",
            GlobalSpace::Constant,
            16,
            vec![1, 0, 0, 0, 2],
        ));
        let mut b = FunctionBuilder::new("init", FunctionKind::Device, vec![], Some(Type::Ptr));
        let slot = b.local(16, 8);
        let (six, seven) = (b.iconst(Type::I32, 6), b.iconst(Type::I32, 7));
        let product = b.binary(BinOp::Mul, six, seven);
        b.store(slot, product);
        let (one, three) = (b.fconst(Type::F32, 1.0), b.fconst(Type::F32, 3.0));
        let third = b.binary(BinOp::FDiv, one, three);
        let four = b.iconst(Type::Ptr, 4);
        let at = b.binary(BinOp::Add, slot, four);
        b.store(at, third);
        let table = b.global_addr(GlobalId(0));
        let (eight, four) = (b.iconst(Type::Ptr, 8), b.iconst(Type::Ptr, 4));
        let second = b.binary(BinOp::Add, table, four);
        let at = b.binary(BinOp::Add, slot, eight);
        b.store(at, second);
        b.terminate(Terminator::Return(Some(slot)));
        let f = b.finish();
        let object = evaluate_object(&module, &f, 16, &ALL).unwrap();
        let mut expected = 42i32.to_le_bytes().to_vec();
        expected.extend((1.0f32 / 3.0).to_le_bytes());
        expected.extend([0; 8]);
        assert_eq!(object.bytes, expected);
        assert_eq!(
            object.relocations,
            vec![Relocation {
                offset: 8,
                target: GlobalId(0),
                addend: 4
            }]
        );
    }

    #[test]
    fn undefined_operations_are_not_constants() {
        let module = Module::default();
        for (op, a, b, why) in [
            (BinOp::SDiv, 1, 0, "a division by zero"),
            (
                BinOp::Shl,
                1,
                32,
                "a shift by 32, past the 32 bits of its operand",
            ),
        ] {
            let mut fb = FunctionBuilder::new("f", FunctionKind::Device, vec![], Some(Type::Ptr));
            let (x, y) = (fb.iconst(Type::I32, a), fb.iconst(Type::I32, b));
            let r = fb.binary(op, x, y);
            let slot = fb.local(4, 4);
            fb.store(slot, r);
            fb.terminate(Terminator::Return(Some(slot)));
            assert_eq!(
                evaluate_object(&module, &fb.finish(), 4, &ALL),
                Err(why.into())
            );
        }
    }

    #[test]
    fn globals_are_read_only_and_only_constants_are_read() {
        let mut module = Module::default();
        module
            .globals
            .push(global("g", GlobalSpace::Device, 4, vec![5]));
        // `write` stores 1 in `g`; otherwise its value is copied to a local.
        let function = |write: bool| {
            let mut b = FunctionBuilder::new("f", FunctionKind::Device, vec![], Some(Type::Ptr));
            let g = b.global_addr(GlobalId(0));
            let slot = b.local(4, 4);
            match write {
                true => {
                    let one = b.iconst(Type::I32, 1);
                    b.store(g, one);
                }
                false => {
                    let value = b.load(Type::I32, g);
                    b.store(slot, value);
                }
            }
            b.terminate(Terminator::Return(Some(slot)));
            b.finish()
        };
        let written = evaluate_object(&module, &function(true), 4, &ALL);
        let message = "'g' is written, which a constant expression may not do";
        assert_eq!(written, Err(message.into()));
        let read = evaluate_object(&module, &function(false), 4, &NO_GLOBALS);
        assert_eq!(
            read,
            Err("'g' is read, and its value is not a constant".into())
        );
        let read = evaluate_object(&module, &function(false), 4, &ALL);
        assert_eq!(read.map(|o| o.bytes), Ok(vec![5, 0, 0, 0]));
    }

    #[test]
    fn only_callable_functions_are_called() {
        let mut module = Module::default();
        let mut g = FunctionBuilder::new("g", FunctionKind::Device, vec![], Some(Type::I32));
        let seven = g.iconst(Type::I32, 7);
        g.terminate(Terminator::Return(Some(seven)));
        module.functions.push(g.finish());
        let mut b = FunctionBuilder::new("init", FunctionKind::Device, vec![], Some(Type::Ptr));
        let slot = b.local(4, 4);
        let value = b.new_var(Type::I32);
        b.push(Inst::Call {
            dst: Some(value),
            func: FuncId(0),
            args: vec![],
        });
        b.store(slot, value);
        b.terminate(Terminator::Return(Some(slot)));
        let f = b.finish();
        let called = evaluate_object(&module, &f, 4, &ALL);
        assert_eq!(called.map(|o| o.bytes), Ok(vec![7, 0, 0, 0]));
        let refused = Constants {
            readable: &|_| true,
            callable: &|_| false,
        };
        let called = evaluate_object(&module, &f, 4, &refused);
        assert_eq!(called, Err("'g' is called, which is not constexpr".into()));
    }
}

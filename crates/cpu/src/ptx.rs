//! Inline PTX on the CPU: before a module is compiled, each `asm` statement becomes the IR
//! instructions its PTX instructions mean, so the rest of the backend never sees PTX.
//!
//! The subset is what CUDA programs write inline PTX for: special registers (`%laneid`,
//! `%lanemask_*`, `%clock`...), integer and float arithmetic (carry chains across statements
//! included, 24-bit products), the bit instructions C++ spells differently (`bfind`, `prmt`, `shf`, `bfi`,
//! `lop3`, `dp4a`, `sad`), warp votes and shuffles, conversions (half precision included),
//! predicates and `selp`, loads and stores with cache hints (vector ones too) in any state
//! space (`.shared`, `.local` and `.const` addresses are window offsets, see
//! `address_space`), `cvta`, atomics and reductions (`atom`, `red`), `cp.async`, registers
//! packed and unpacked by `mov`, barriers and fences, `exit` and `trap`, the warp's matrix instructions
//! (`ldmatrix`, `stmatrix`, `movmatrix`, `mma.sync`: see `matrix`), asynchronous barriers and
//! bulk copies (`mbarrier`, `cp.async.bulk`: see `barrier`), guards on any instruction and
//! branches to the statement's labels. Anything else is an error that names the instruction
//! and where the statement is, so a program is never run with part of its PTX ignored.

use ferrocuda_ir as ir;
use ir::{
    AsmOperand, BinOp, BlockId, CastOp, CmpOp, Inst, Special, SyncOp, Terminator, Type, UnOp, Var,
};
use std::collections::HashMap;

mod barrier;
mod matrix;

/// Replaces every inline PTX statement of `f` by IR instructions. A statement that branches
/// (a guarded instruction, `bra` to one of its labels) splits its block: what follows the
/// statement moves to a new block that ends as the original did.
pub fn expand(f: &mut ir::Function) -> Result<(), String> {
    let mut carry = None;
    for b in 0..f.blocks.len() {
        if !f.blocks[b]
            .insts
            .iter()
            .any(|i| matches!(i, Inst::InlineAsm(_)))
        {
            continue;
        }
        let insts = std::mem::take(&mut f.blocks[b].insts);
        let term = std::mem::replace(&mut f.blocks[b].term, Terminator::Unreachable);
        let mut flow = Flow {
            blocks: &mut f.blocks,
            current: BlockId(b as u32),
            out: Vec::with_capacity(insts.len()),
        };
        for inst in insts {
            match inst {
                Inst::InlineAsm(asm) => {
                    let mut x = Expander {
                        var_types: &mut f.var_types,
                        flow: &mut flow,
                        regs: HashMap::new(),
                        labels: HashMap::new(),
                        operands: Vec::new(),
                        immediates: asm
                            .operands
                            .iter()
                            .map(|op| match *op {
                                AsmOperand::Imm(value) => Some(value),
                                _ => None,
                            })
                            .collect(),
                        carry: &mut carry,
                    };
                    x.statement(&asm).map_err(|e| {
                        format!("{}: inline PTX: {e} (in \"{}\")", asm.loc, asm.text.trim())
                    })?;
                }
                other => flow.out.push(other),
            }
        }
        let last = flow.current;
        flow.end_block(term, last);
    }
    // The carry flag is clear on entry.
    if let (Some(dst), Some(entry)) = (carry, f.blocks.first_mut()) {
        entry.insts.insert(0, Inst::IConst { dst, value: 0 });
    }
    Ok(())
}

/// The blocks one block's statements are expanded into: the block being filled, with its
/// instructions so far, and the function's blocks, to which branches add.
struct Flow<'f> {
    blocks: &'f mut Vec<ir::Block>,
    current: BlockId,
    out: Vec<Inst>,
}

impl Flow<'_> {
    fn new_block(&mut self) -> BlockId {
        self.blocks.push(ir::Block {
            insts: Vec::new(),
            term: Terminator::Unreachable,
        });
        BlockId(self.blocks.len() as u32 - 1)
    }

    /// Ends the block being filled with `term`, and goes on filling `next`.
    fn end_block(&mut self, term: Terminator, next: BlockId) {
        let block = &mut self.blocks[self.current.0 as usize];
        block.insts = std::mem::take(&mut self.out);
        block.term = term;
        self.current = next;
    }
}

/// A PTX register: the IR register that holds it and its PTX type.
#[derive(Clone, Copy)]
struct Reg {
    var: Var,
    ty: Type,
}

/// An operand as written: a register (declared in the statement or a `%N` operand), a special
/// register, or an immediate (integers, and floats as `0fXXXXXXXX` / `0dXXXXXXXXXXXXXXXX` bits).
#[derive(Clone, Debug, PartialEq)]
enum Operand {
    Name(String),
    Numbered(usize),
    Int(i64),
    /// `[reg]`, `[reg+imm]`.
    Address(Box<Operand>, i64),
    /// `{a, b, c, d}`: the elements of a vector load or store, or the parts of a register
    /// `mov` packs or unpacks.
    Vector(Vec<Operand>),
}

struct Expander<'a, 'f> {
    var_types: &'a mut Vec<Type>,
    flow: &'a mut Flow<'f>,
    regs: HashMap<String, Reg>,
    /// The statement's labels, each the block it starts.
    labels: HashMap<String, BlockId>,
    /// `%0`, `%1`...: the register each operand is in during the statement.
    operands: Vec<Reg>,
    /// The value of each operand that is an immediate (`"n"`), which instructions read as
    /// though the statement wrote it (`cp.async [%0], [%1], %2;` with `"n"(16)`).
    immediates: Vec<Option<i64>>,
    /// The carry flag (`add.cc`, `addc`...), an `i64` 0 or 1 the function's statements share:
    /// multi-word arithmetic spreads its chain over several `asm` statements.
    carry: &'a mut Option<Var>,
}

/// The 16-bit floating-point formats: IEEE half precision (`f16`) and bfloat16 (`bf16`).
#[derive(Clone, Copy)]
enum Half {
    Ieee,
    Bfloat,
}

/// The window (`shared`, `local`, `constant`) of a state space `parts` name, if not the generic
/// or global one.
fn window(parts: &[&str]) -> Option<&'static str> {
    parts.iter().find_map(|m| match *m {
        // A block's own shared addresses are also its cluster's (this backend maps no other
        // block's shared memory into a PTX address).
        "shared" | "shared::cta" | "shared::cluster" => Some("shared"),
        "local" => Some("local"),
        "const" => Some("constant"),
        _ => None,
    })
}

/// The read-modify-write an `atom`/`red` modifier names, for operands of type `ty`.
fn atomic_op(m: &str, ty: Type, signed: bool) -> Option<ir::AtomicOp> {
    use ir::AtomicOp::*;
    Some(match m {
        "add" if ty.is_float() => FAdd,
        "add" => Add,
        "exch" => Exch,
        "and" => And,
        "or" => Or,
        "xor" => Xor,
        "min" if signed => SMin,
        "min" => UMin,
        "max" if signed => SMax,
        "max" => UMax,
        "inc" => Inc,
        "dec" => Dec,
        _ => return None,
    })
}

/// The PTX type a modifier names (`u32`, `s64`, `f32`, `b16`, `pred`), with its signedness.
fn ptx_type(m: &str) -> Option<(Type, bool)> {
    Some(match m {
        "pred" => (Type::Bool, false),
        "b8" | "u8" => (Type::I8, false),
        "s8" => (Type::I8, true),
        "b16" | "u16" => (Type::I16, false),
        "s16" => (Type::I16, true),
        "b32" | "u32" => (Type::I32, false),
        "s32" => (Type::I32, true),
        "b64" | "u64" => (Type::I64, false),
        "s64" => (Type::I64, true),
        "f32" => (Type::F32, true),
        "f64" => (Type::F64, true),
        _ => return None,
    })
}

impl Expander<'_, '_> {
    fn new_var(&mut self, ty: Type) -> Var {
        self.var_types.push(ty);
        Var(self.var_types.len() as u32 - 1)
    }

    fn emit(&mut self, make: impl FnOnce(Var) -> Inst, ty: Type) -> Var {
        let dst = self.new_var(ty);
        self.flow.out.push(make(dst));
        dst
    }

    /// The thread's lane in its warp.
    fn lane(&mut self) -> Var {
        self.emit(
            |dst| Inst::Special {
                dst,
                reg: Special::LaneId,
            },
            Type::I32,
        )
    }

    fn iconst(&mut self, ty: Type, value: i64) -> Var {
        self.emit(|dst| Inst::IConst { dst, value }, ty)
    }

    fn load(&mut self, addr: Var, ty: Type, volatile: bool) -> Var {
        self.emit(
            |dst| Inst::Load {
                dst,
                addr,
                volatile,
            },
            ty,
        )
    }

    fn store(&mut self, addr: Var, value: Var, volatile: bool) {
        self.flow.out.push(Inst::Store {
            addr,
            value,
            volatile,
        });
    }

    fn binary(&mut self, op: BinOp, a: Var, b: Var) -> Var {
        let ty = self.var_types[a.0 as usize];
        self.emit(|dst| Inst::Binary { dst, op, a, b }, ty)
    }

    fn cmp(&mut self, op: CmpOp, a: Var, b: Var) -> Var {
        self.emit(|dst| Inst::Cmp { dst, op, a, b }, Type::Bool)
    }

    /// The float comparisons `setp` names that are no IR comparison: the unordered ones
    /// (true where either side is NaN: `ltu` is "not ordered `ge`"), ordered `ne`, and `num`
    /// and `nan` (whether both sides are numbers, or not).
    fn float_compare(&mut self, cmp: &str, a: Var, b: Var) -> Option<Var> {
        let (yes, no) = (self.iconst(Type::Bool, 1), self.iconst(Type::Bool, 0));
        let (p, negate) = match cmp {
            "ltu" => (self.cmp(CmpOp::FGe, a, b), true),
            "leu" => (self.cmp(CmpOp::FGt, a, b), true),
            "gtu" => (self.cmp(CmpOp::FLe, a, b), true),
            "geu" => (self.cmp(CmpOp::FLt, a, b), true),
            "neu" => (self.cmp(CmpOp::FNe, a, b), false),
            "ne" | "equ" => {
                let (lt, gt) = (self.cmp(CmpOp::FLt, a, b), self.cmp(CmpOp::FGt, a, b));
                (self.select(lt, yes, gt), cmp == "equ")
            }
            "num" | "nan" => {
                let (a_num, b_num) = (self.cmp(CmpOp::FEq, a, a), self.cmp(CmpOp::FEq, b, b));
                (self.select(a_num, b_num, no), cmp == "nan")
            }
            _ => return None,
        };
        Some(match negate {
            true => self.select(p, no, yes),
            false => p,
        })
    }

    fn select(&mut self, cond: Var, a: Var, b: Var) -> Var {
        let ty = self.var_types[a.0 as usize];
        self.emit(|dst| Inst::Select { dst, cond, a, b }, ty)
    }

    fn unary(&mut self, op: UnOp, a: Var) -> Var {
        let ty = self.var_types[a.0 as usize];
        self.emit(|dst| Inst::Unary { dst, op, a }, ty)
    }

    fn cast(&mut self, op: CastOp, a: Var, ty: Type) -> Var {
        self.emit(|dst| Inst::Cast { dst, op, a }, ty)
    }

    /// The carry flag as a `ty` 0 or 1.
    fn carry_in(&mut self, ty: Type) -> Var {
        let flag = match *self.carry {
            Some(v) => v,
            None => {
                let v = self.new_var(Type::I64);
                *self.carry = Some(v);
                v
            }
        };
        self.fit(flag, ty, false)
    }

    /// Sets the carry flag from the `bool` `c`.
    fn set_carry(&mut self, c: Var) {
        self.carry_in(Type::I64);
        let flag = self.fit(c, Type::I64, false);
        let dst = self.carry.expect("the carry flag was just made");
        self.flow.out.push(Inst::Copy { dst, src: flag });
    }

    /// `a + b` or `a - b` of unsigned words with the carry (borrow) in where `with_carry`
    /// (`addc`, `subc`), setting the carry flag where `sets` (`.cc`).
    fn carried(&mut self, subtract: bool, a: Var, b: Var, with_carry: bool, sets: bool) -> Var {
        let ty = self.var_types[a.0 as usize];
        let (op, out_of_range) = match subtract {
            false => (BinOp::Add, CmpOp::Ult),
            true => (BinOp::Sub, CmpOp::Ugt),
        };
        let first = self.binary(op, a, b);
        // Past the word: the sum below an operand, the difference above the minuend.
        let c1 = self.cmp(out_of_range, first, a);
        let (result, c) = match with_carry {
            false => (first, c1),
            true => {
                let cin = self.carry_in(ty);
                let result = self.binary(op, first, cin);
                let c2 = self.cmp(out_of_range, result, first);
                let either = self.select(c1, c1, c2);
                (result, either)
            }
        };
        if sets {
            self.set_carry(c);
        }
        result
    }

    fn intrinsic(&mut self, name: &str, args: Vec<Var>, ty: Type) -> Var {
        let name = name.to_string();
        self.emit(
            |dst| Inst::Intrinsic {
                dst: Some(dst),
                name,
                args,
            },
            ty,
        )
    }

    /// `v` as a value of type `to`: the same bits when the widths match, else the integer
    /// truncated or extended (`signed` says how), as PTX moves between register sizes.
    fn fit(&mut self, v: Var, to: Type, signed: bool) -> Var {
        let from = self.var_types[v.0 as usize];
        if from == to {
            return v;
        }
        if from == Type::Bool {
            let zero = self.iconst(plain_int(to), 0);
            let one = self.iconst(plain_int(to), 1);
            let int = self.select(v, one, zero);
            return self.fit(int, to, false);
        }
        if to == Type::Bool {
            let zero = self.iconst(from, 0);
            return self.cmp(CmpOp::Ne, v, zero);
        }
        if from.bytes() == to.bytes() {
            return self.cast(CastOp::Bitcast, v, to);
        }
        // Between sizes, through the integer of each size.
        let v = if from.is_float() {
            self.cast(CastOp::Bitcast, v, int_of(from.bytes()))
        } else {
            v
        };
        let int_to = int_of(to.bytes());
        let from_bytes = self.var_types[v.0 as usize].bytes();
        let v = if from_bytes > int_to.bytes() {
            self.cast(CastOp::Trunc, v, int_to)
        } else {
            let op = if signed { CastOp::SExt } else { CastOp::ZExt };
            self.cast(op, v, int_to)
        };
        if to.is_float() {
            self.cast(CastOp::Bitcast, v, to)
        } else {
            v
        }
    }

    fn statement(&mut self, asm: &ir::InlineAsm) -> Result<(), String> {
        // Each operand gets a register of its type; outputs are stored back at the end.
        for op in &asm.operands {
            let reg = match *op {
                AsmOperand::Out { ty, .. } => Reg {
                    var: self.new_var(ty),
                    ty,
                },
                AsmOperand::InOut { addr, ty } => Reg {
                    var: self.load(addr, ty, false),
                    ty,
                },
                AsmOperand::In(v) => Reg {
                    var: v,
                    ty: self.var_types[v.0 as usize],
                },
                AsmOperand::Imm(value) => Reg {
                    var: self.iconst(Type::I64, value),
                    ty: Type::I64,
                },
            };
            self.operands.push(reg);
        }
        let statements = split_statements(&asm.text);
        for (label, _) in statements.iter().filter_map(|s| split_label(s)) {
            let block = self.flow.new_block();
            if self.labels.insert(label.to_string(), block).is_some() {
                return Err(format!("label '{label}' is defined twice"));
            }
        }
        for text in &statements {
            let text = match split_label(text) {
                Some((label, rest)) => {
                    let block = self.labels[label];
                    self.flow.end_block(Terminator::Jump(block), block);
                    rest
                }
                None => text,
            };
            if !text.is_empty() {
                self.instruction(text)?;
            }
        }
        for (op, reg) in asm.operands.iter().zip(self.operands.clone()) {
            if let AsmOperand::Out { addr, .. } | AsmOperand::InOut { addr, .. } = *op {
                self.store(addr, reg.var, false);
            }
        }
        Ok(())
    }

    /// One instruction, under its guard (`@p`, `@!p`) if it has one: a guarded instruction
    /// runs in a block of its own that the predicate branches around.
    fn instruction(&mut self, text: &str) -> Result<(), String> {
        let text = text.trim();
        let (guard, text) = match text.strip_prefix('@') {
            Some(rest) => {
                let (p, rest) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
                let (negate, p) = match p.strip_prefix('!') {
                    Some(p) => (true, p),
                    None => (false, p),
                };
                let pred = self.read(&parse_operand(p)?, Type::Bool, false)?;
                (Some((pred, negate)), rest.trim())
            }
            None => (None, text),
        };
        let (opcode, rest) = split_opcode(text);
        if opcode == "bra" || opcode == "bra.uni" {
            return self.branch(guard, rest);
        }
        match guard {
            None => self.unguarded(text),
            Some((pred, negate)) => self.only_where(pred, !negate, |x| x.unguarded(text)),
        }
    }

    /// Runs what `body` emits in a block of its own, which control enters where `cond` is
    /// `holds` and otherwise goes around, and goes on after it.
    fn only_where(
        &mut self,
        cond: Var,
        holds: bool,
        body: impl FnOnce(&mut Self) -> Result<(), String>,
    ) -> Result<(), String> {
        let (run, join) = (self.flow.new_block(), self.flow.new_block());
        let (then_block, else_block) = match holds {
            true => (run, join),
            false => (join, run),
        };
        let branch = Terminator::Branch {
            cond,
            then_block,
            else_block,
        };
        self.flow.end_block(branch, run);
        body(self)?;
        self.flow.end_block(Terminator::Jump(join), join);
        Ok(())
    }

    /// `bra L;`, `@p bra L;`: to a label of the statement.
    fn branch(&mut self, guard: Option<(Var, bool)>, rest: &str) -> Result<(), String> {
        let label = rest.trim();
        let target = *self
            .labels
            .get(label)
            .ok_or_else(|| format!("'bra' to '{label}', which is no label of the statement"))?;
        let next = self.flow.new_block();
        let term = match guard {
            None => Terminator::Jump(target),
            Some((cond, negate)) => {
                let (then_block, else_block) = match negate {
                    false => (target, next),
                    true => (next, target),
                };
                Terminator::Branch {
                    cond,
                    then_block,
                    else_block,
                }
            }
        };
        self.flow.end_block(term, next);
        Ok(())
    }

    fn unguarded(&mut self, text: &str) -> Result<(), String> {
        let (opcode, rest) = split_opcode(text);
        let operands: Vec<Operand> = split_operands(rest)
            .iter()
            .map(|o| match parse_operand(o)? {
                Operand::Numbered(n) => Ok(match self.immediates.get(n) {
                    Some(&Some(value)) => Operand::Int(value),
                    _ => Operand::Numbered(n),
                }),
                operand => Ok(operand),
            })
            .collect::<Result<_, String>>()?;
        if opcode == ".reg" {
            return self.declare(rest);
        }
        let parts: Vec<&str> = opcode.split('.').collect();
        let types: Vec<(Type, bool)> = parts[1..].iter().filter_map(|m| ptx_type(m)).collect();
        let has = |m: &str| parts[1..].contains(&m);
        let is_vector = parts[1..].iter().any(|m| matches!(*m, "v2" | "v4" | "v8"));
        // Accesses another thread may be waiting on (or writing for): `volatile`, those that
        // bypass the first-level cache (`.cg`, `.cv`, `.wt`) and the memory model's strong
        // ones (`.relaxed`, `.acquire`, `.release`), which a spin on a flag reads (CUB's grid
        // barrier and tile status words). They are kept, in order, and a loop that waits on
        // one yields to the writer.
        let volatile = [
            "volatile", "cg", "cv", "wt", "relaxed", "acquire", "release",
        ]
        .iter()
        .any(|m| has(m));
        let unsupported = || Err(format!("'{opcode}' is not supported by the CPU backend"));
        let arity = |n: usize| -> Result<(), String> {
            if operands.len() == n {
                Ok(())
            } else {
                Err(format!("'{opcode}' takes {n} operands"))
            }
        };
        match parts[0] {
            "ldmatrix" => {
                return self.move_matrices(opcode, &parts, &operands, matrix::Direction::Load);
            }
            "stmatrix" => {
                return self.move_matrices(opcode, &parts, &operands, matrix::Direction::Store);
            }
            "movmatrix" => return self.transpose_matrix(opcode, &parts, &operands),
            "mma" => return self.multiply_accumulate(opcode, &parts, &operands),
            "mbarrier" => return self.async_barrier(opcode, &parts, &operands),
            "cp" if has("bulk") || has("mbarrier") => {
                return self.bulk_copy(opcode, &parts, &operands)
            }
            // Cache hints and priorities: there is no cache here to steer (a discarded line
            // keeps its data, one of the outcomes the GPU allows).
            "prefetch" | "prefetchu" | "applypriority" | "discard" => return Ok(()),
            // A hint to the scheduler, as `__nanosleep` is: a loop that waits on another
            // thread's write yields to it where it reads the flag.
            "nanosleep" => return arity(1),
            // An eviction policy: an opaque value that hinted loads and stores take.
            "createpolicy" => {
                let policy = self.iconst(Type::I64, 0);
                return self.write(&operands[0], policy);
            }
            _ => {}
        }
        let Some(&(ty, signed)) = types.first() else {
            return match parts[0] {
                "exit" => {
                    arity(0)?;
                    let after = self.flow.new_block();
                    self.flow.end_block(Terminator::Exit, after);
                    Ok(())
                }
                "trap" => {
                    arity(0)?;
                    // (The CPU backend reports a trap as the launch's failure; the message
                    // register is for constant evaluation, which runs no PTX.)
                    let message = self.new_var(Type::Ptr);
                    self.flow.out.push(Inst::IConst {
                        dst: message,
                        value: 0,
                    });
                    self.flow.out.push(Inst::Trap { message });
                    Ok(())
                }
                "bar" | "barrier" if has("sync") || parts.len() == 1 => {
                    if operands.len() > 1 {
                        return unsupported();
                    }
                    self.flow.out.push(Inst::Sync {
                        dst: None,
                        op: SyncOp::Barrier,
                        args: vec![],
                    });
                    Ok(())
                }
                "membar" | "fence" => {
                    self.flow.out.push(Inst::Fence);
                    Ok(())
                }
                // A stream's grids run one after another here: the grid a launch depends on
                // has ended, its memory written, before the launch starts.
                "griddepcontrol" if has("wait") || has("launch_dependents") => {
                    arity(0)?;
                    Ok(())
                }
                "cp" if has("async")
                    && (has("commit_group") || has("wait_group") || has("wait_all")) =>
                {
                    Ok(())
                }
                "cp" if has("async") && has("shared") && has("global") => {
                    self.copy_async(&parts, &operands)
                }
                _ => unsupported(),
            };
        };
        let carries = has("cc") || matches!(parts[0], "addc" | "subc" | "madc");
        let value = match parts[0] {
            "add" | "sub" | "addc" | "subc" if carries && !ty.is_float() => {
                arity(3)?;
                let a = self.read(&operands[1], ty, false)?;
                let b = self.read(&operands[2], ty, false)?;
                let with_carry = parts[0].ends_with('c');
                self.carried(parts[0].starts_with("sub"), a, b, with_carry, has("cc"))
            }
            "mad" | "madc" if carries && !ty.is_float() && (has("lo") || has("hi")) => {
                arity(4)?;
                let p = self.arithmetic("mul", &parts, ty, signed, &operands[1], &operands[2])?;
                let c = self.read(&operands[3], ty, false)?;
                self.carried(false, p, c, parts[0] == "madc", has("cc"))
            }
            "mad" if has("wide") && !ty.is_float() => {
                arity(4)?;
                let p = self.arithmetic("mul", &parts, ty, signed, &operands[1], &operands[2])?;
                let c = self.read(&operands[3], int_of(ty.bytes() * 2), signed)?;
                self.binary(BinOp::Add, p, c)
            }
            "bfi" if ty == Type::I32 || ty == Type::I64 => {
                arity(5)?;
                self.bit_field_insert(ty, &operands[1..5])?
            }
            "lop3" if ty == Type::I32 => {
                arity(5)?;
                let Operand::Int(lut) = operands[4] else {
                    return Err("'lop3' needs an immediate lookup table".into());
                };
                let args = [&operands[1], &operands[2], &operands[3]]
                    .into_iter()
                    .map(|o| self.read(o, ty, false))
                    .collect::<Result<Vec<_>, _>>()?;
                self.lop3(&args, lut)
            }
            "vote" if has("sync") && (has("ballot") || ty == Type::Bool) => {
                arity(3)?;
                let pred = self.read(&operands[1], Type::Bool, false)?;
                let pred = self.fit(pred, Type::I32, false);
                let mask = self.read(&operands[2], Type::I32, false)?;
                let op = match (has("ballot"), has("all"), has("any"), has("uni")) {
                    (true, ..) => SyncOp::VoteBallot,
                    (_, true, ..) => SyncOp::VoteAll,
                    (_, _, true, _) => SyncOp::VoteAny,
                    _ => return unsupported(),
                };
                self.emit(
                    |dst| Inst::Sync {
                        dst: Some(dst),
                        op,
                        args: vec![mask, pred],
                    },
                    Type::I32,
                )
            }
            "shfl" if has("sync") && ty.bytes() == 4 && operands.len() == 5 => {
                let op = match (has("idx"), has("up"), has("down"), has("bfly")) {
                    (true, ..) => SyncOp::ShflIdx,
                    (_, true, ..) => SyncOp::ShflUp,
                    (_, _, true, _) => SyncOp::ShflDown,
                    (_, _, _, true) => SyncOp::ShflXor,
                    _ => return unsupported(),
                };
                let value = self.read(&operands[1], Type::I32, false)?;
                let lane = self.read(&operands[2], Type::I32, false)?;
                // `c` packs the segment mask: the width is 32 less it.
                let c = self.read(&operands[3], Type::I32, false)?;
                let segment = self.shuffle_segment_mask(c);
                let warp = self.iconst(Type::I32, 32);
                let width = self.binary(BinOp::Sub, warp, segment);
                let mask = self.read(&operands[4], Type::I32, false)?;
                let shuffled = self.emit(
                    |dst| Inst::Sync {
                        dst: Some(dst),
                        op,
                        args: vec![mask, value, lane, width],
                    },
                    Type::I32,
                );
                // A source lane out of range (past the clamp, or outside the segment) gives
                // the lane its own value; `d|p` also sets `p` to whether it was in range.
                let in_range = self.shuffle_in_range(op, lane, c);
                let shuffled = self.select(in_range, shuffled, value);
                let Operand::Name(both) = &operands[0] else {
                    return self.write(&operands[0], shuffled);
                };
                let Some((value_reg, pred_reg)) = both.split_once('|') else {
                    return self.write(&operands[0], shuffled);
                };
                self.write(&parse_operand(value_reg)?, shuffled)?;
                return self.write(&parse_operand(pred_reg)?, in_range);
            }
            "mov" => {
                arity(2)?;
                match (&operands[0], &operands[1]) {
                    (Operand::Vector(parts), _) => {
                        let whole = self.read(&operands[1], ty, false)?;
                        return self.unpack(ty, whole, parts);
                    }
                    (_, Operand::Vector(parts)) => self.pack(ty, parts)?,
                    (_, source) => self.read(source, ty, signed)?,
                }
            }
            "ld" | "st" if is_vector => {
                arity(2)?;
                let (place, values) = match parts[0] {
                    "ld" => (&operands[1], &operands[0]),
                    _ => (&operands[0], &operands[1]),
                };
                let lanes = if has("v2") {
                    2
                } else if has("v4") {
                    4
                } else {
                    8
                };
                let Operand::Vector(elements) = values else {
                    return Err(format!("'{opcode}' needs a vector operand"));
                };
                if elements.len() != lanes {
                    return Err(format!(
                        "'{opcode}' moves {lanes} values, not {}",
                        elements.len()
                    ));
                }
                let base = self.address(place, &parts)?;
                // A GPU makes an aligned access of 8 or 16 bytes at once: a `volatile` one is
                // one access here too, so that a thread polling a 16-byte status word never
                // sees half of another's write (CUB's tile descriptors).
                let whole = lanes as u32 * ty.bytes();
                if volatile && matches!(whole, 8 | 16) {
                    let whole_ty = int_of(whole);
                    if parts[0] == "ld" {
                        let v = self.load(base, whole_ty, true);
                        return self.unpack(whole_ty, v, elements);
                    }
                    let v = self.pack(whole_ty, elements)?;
                    self.store(base, v, true);
                    return Ok(());
                }
                for (i, element) in elements.iter().enumerate() {
                    let offset = self.iconst(Type::I64, (i as u32 * ty.bytes()) as i64);
                    let addr = self.binary(BinOp::Add, base, offset);
                    if parts[0] == "ld" {
                        let v = self.load(addr, ty, volatile);
                        self.write(element, v)?;
                    } else {
                        let value = self.read(element, ty, signed)?;
                        self.store(addr, value, volatile);
                    }
                }
                return Ok(());
            }
            "add" | "sub" | "mul" | "div" | "rem" | "and" | "or" | "xor" | "min" | "max"
                if !has("cc") && !has("sat") =>
            {
                arity(3)?;
                self.arithmetic(parts[0], &parts, ty, signed, &operands[1], &operands[2])?
            }
            // A float `mad` with a rounding modifier is `fma` (PTX's definition since sm_20).
            "fma" | "mad"
                if ty.is_float()
                    && (parts[0] == "fma" || ["rn", "rz", "rm", "rp"].iter().any(|r| has(r))) =>
            {
                arity(4)?;
                let args = [&operands[1], &operands[2], &operands[3]]
                    .into_iter()
                    .map(|o| self.read(o, ty, true))
                    .collect::<Result<Vec<_>, _>>()?;
                let name = match (ty, directed_rounding(&parts)) {
                    (Type::F32, None) => "fmaf(f32,f32,f32)".to_string(),
                    (_, None) => "fma(f64,f64,f64)".to_string(),
                    (Type::F32, Some(d)) => format!("__fmaf_{d}(f32,f32,f32)"),
                    (_, Some(d)) => format!("__fma_{d}(f64,f64,f64)"),
                };
                self.intrinsic(&name, args, ty)
            }
            "mad" if has("lo") || has("hi") || ty.is_float() => {
                arity(4)?;
                let p = self.arithmetic("mul", &parts, ty, signed, &operands[1], &operands[2])?;
                let c = self.read(&operands[3], ty, signed)?;
                let op = if ty.is_float() {
                    BinOp::FAdd
                } else {
                    BinOp::Add
                };
                self.binary(op, p, c)
            }
            // Products of the operands' low 24 bits (sign- or zero-extended): the low half.
            "mul24" | "mad24" if has("lo") && ty == Type::I32 => {
                arity(if parts[0] == "mad24" { 4 } else { 3 })?;
                let mut low24 = |x: &Operand| -> Result<Var, String> {
                    let v = self.read(x, ty, signed)?;
                    Ok(if signed {
                        let eight = self.iconst(ty, 8);
                        let up = self.binary(BinOp::Shl, v, eight);
                        self.binary(BinOp::AShr, up, eight)
                    } else {
                        let mask = self.iconst(ty, 0xff_ffff);
                        self.binary(BinOp::And, v, mask)
                    })
                };
                let (a, b) = (low24(&operands[1])?, low24(&operands[2])?);
                let product = self.binary(BinOp::Mul, a, b);
                match parts[0] {
                    "mad24" => {
                        let c = self.read(&operands[3], ty, signed)?;
                        self.binary(BinOp::Add, product, c)
                    }
                    _ => product,
                }
            }
            "vadd" | "vsub" | "vabsdiff" | "vmin" | "vmax" | "vshl" | "vshr" => {
                arity(4)?;
                self.video(opcode, &parts, &types, &operands)?
            }
            "shl" | "shr" => {
                arity(3)?;
                let a = self.read(&operands[1], ty, signed)?;
                let n = self.read(&operands[2], ty, false)?;
                let op = match (parts[0], signed) {
                    ("shl", _) => BinOp::Shl,
                    (_, true) => BinOp::AShr,
                    _ => BinOp::LShr,
                };
                // PTX clamps shift counts at the width: everything is shifted out.
                let bits = self.iconst(ty, ty.bytes() as i64 * 8 - 1);
                let big = self.cmp(CmpOp::Ugt, n, bits);
                let shifted = self.binary(op, a, n);
                let saturated = if op == BinOp::AShr {
                    self.binary(BinOp::AShr, a, bits)
                } else {
                    self.iconst(ty, 0)
                };
                self.select(big, saturated, shifted)
            }
            "neg" | "not" | "abs" => {
                arity(2)?;
                let a = self.read(&operands[1], ty, signed)?;
                match (parts[0], ty.is_float()) {
                    ("neg", true) => self.unary(UnOp::FNeg, a),
                    ("neg", false) => self.unary(UnOp::Neg, a),
                    ("not", false) => self.unary(UnOp::Not, a),
                    ("abs", float) => {
                        let name = match (float, ty) {
                            (true, Type::F32) => "fabsf(f32)",
                            (true, _) => "fabs(f64)",
                            (false, Type::I32) => "abs(i32)",
                            (false, _) => "llabs(i64)",
                        };
                        self.intrinsic(name, vec![a], ty)
                    }
                    _ => return unsupported(),
                }
            }
            "popc" | "clz" | "brev" if !ty.is_float() && ty.bytes() >= 4 => {
                arity(2)?;
                let a = self.read(&operands[1], ty, false)?;
                let wide = ty.bytes() == 8;
                let (name, result) = match (parts[0], wide) {
                    ("popc", false) => ("__popc(u32)", Type::I32),
                    ("popc", true) => ("__popcll(u64)", Type::I32),
                    ("clz", false) => ("__clz(i32)", Type::I32),
                    ("clz", true) => ("__clzll(i64)", Type::I32),
                    ("brev", false) => ("__brev(u32)", Type::I32),
                    _ => ("__brevll(u64)", Type::I64),
                };
                self.intrinsic(name, vec![a], result)
            }
            // Bit-field extract: `len` bits from bit `pos` (each taken modulo 256); the bits past
            // the field are zero, or for a signed type its last bit taken (PTX's `sbit`).
            "bfe" if !ty.is_float() && ty.bytes() >= 4 => {
                arity(4)?;
                let a = self.read(&operands[1], ty, false)?;
                let pos = self.read(&operands[2], ty, false)?;
                let len = self.read(&operands[3], ty, false)?;
                let byte = self.iconst(ty, 0xff);
                let pos = self.binary(BinOp::And, pos, byte);
                let len = self.binary(BinOp::And, len, byte);
                let bits = ty.bytes() as i64 * 8;
                let width = self.iconst(ty, bits);
                let zero = self.iconst(ty, 0);
                let one = self.iconst(ty, 1);
                let all = self.iconst(ty, -1);
                let past = self.cmp(CmpOp::Uge, pos, width);
                let shifted = self.binary(BinOp::LShr, a, pos);
                let shifted = self.select(past, zero, shifted);
                // The bits of the field that lie in `a`.
                let room = self.binary(BinOp::Sub, width, pos);
                let room = self.select(past, zero, room);
                let shorter = self.cmp(CmpOp::Ult, len, room);
                let kept = self.select(shorter, len, room);
                let low = self.binary(BinOp::Shl, one, kept);
                let low = self.binary(BinOp::Sub, low, one);
                let whole = self.cmp(CmpOp::Uge, kept, width);
                let mask = self.select(whole, all, low);
                let field = self.binary(BinOp::And, shifted, mask);
                if !signed {
                    field
                } else {
                    let last = self.binary(BinOp::Add, pos, len);
                    let last = self.binary(BinOp::Sub, last, one);
                    let msb = self.iconst(ty, bits - 1);
                    let beyond = self.cmp(CmpOp::Ugt, last, msb);
                    let last = self.select(beyond, msb, last);
                    let sbit = self.binary(BinOp::LShr, a, last);
                    let sbit = self.binary(BinOp::And, sbit, one);
                    let fill = self.binary(BinOp::Sub, zero, sbit);
                    let high = self.unary(UnOp::Not, mask);
                    let high = self.binary(BinOp::And, fill, high);
                    let d = self.binary(BinOp::Or, field, high);
                    let empty = self.cmp(CmpOp::Eq, len, zero);
                    self.select(empty, zero, d)
                }
            }
            "bfind" if !ty.is_float() && ty.bytes() >= 4 => {
                arity(2)?;
                self.bfind(&operands[1], ty, signed, has("shiftamt"))?
            }
            "prmt" if ty == Type::I32 && parts.len() == 2 => {
                arity(4)?;
                let args = [&operands[1], &operands[2], &operands[3]]
                    .into_iter()
                    .map(|o| self.read(o, Type::I32, false))
                    .collect::<Result<Vec<_>, _>>()?;
                self.intrinsic("__ferrocuda_prmt(u32,u32,u32)", args, Type::I32)
            }
            "shf" if ty == Type::I32 && (has("wrap") || has("clamp")) => {
                arity(4)?;
                let args = [&operands[1], &operands[2], &operands[3]]
                    .into_iter()
                    .map(|o| self.read(o, Type::I32, false))
                    .collect::<Result<Vec<_>, _>>()?;
                let name = match (has("l"), has("clamp")) {
                    (true, false) => "__funnelshift_l(u32,u32,u32)",
                    (false, false) => "__funnelshift_r(u32,u32,u32)",
                    (true, true) => "__funnelshift_lc(u32,u32,u32)",
                    (false, true) => "__funnelshift_rc(u32,u32,u32)",
                };
                self.intrinsic(name, args, Type::I32)
            }
            // `dp4a.u32.u32`, `dp4a.s32.s32`; `sad`: `c + |a - b|`.
            "dp4a" | "sad" if ty == Type::I32 && types.iter().all(|t| t.1 == signed) => {
                arity(4)?;
                let args = [&operands[1], &operands[2], &operands[3]]
                    .into_iter()
                    .map(|o| self.read(o, Type::I32, signed))
                    .collect::<Result<Vec<_>, _>>()?;
                let name = match (parts[0], signed) {
                    ("dp4a", true) => "__dp4a(i32,i32,i32)",
                    ("dp4a", false) => "__dp4a(u32,u32,u32)",
                    (_, true) => "__sad(i32,i32,u32)",
                    (_, false) => "__usad(u32,u32,u32)",
                };
                self.intrinsic(name, args, Type::I32)
            }
            "rcp" if ty.is_float() => {
                arity(2)?;
                let x = self.read(&operands[1], ty, true)?;
                let one = self.emit(|dst| Inst::FConst { dst, value: 1.0 }, ty);
                self.binary(BinOp::FDiv, one, x)
            }
            // The GPU's `.approx` special functions; the accurate functions stand in for them
            // (within their error bounds, not their bits).
            "sqrt" | "rsqrt" | "ex2" | "lg2" | "sin" | "cos" if ty == Type::F32 => {
                arity(2)?;
                let x = self.read(&operands[1], ty, true)?;
                let name = match parts[0] {
                    "sqrt" => "sqrtf(f32)",
                    "rsqrt" => "rsqrtf(f32)",
                    "ex2" => "exp2f(f32)",
                    "lg2" => "log2f(f32)",
                    "sin" => "sinf(f32)",
                    _ => "cosf(f32)",
                };
                self.intrinsic(name, vec![x], ty)
            }
            "selp" => {
                arity(4)?;
                let a = self.read(&operands[1], ty, signed)?;
                let b = self.read(&operands[2], ty, signed)?;
                let cond = self.read(&operands[3], Type::Bool, false)?;
                self.select(cond, a, b)
            }
            "setp" => {
                arity(3)?;
                if parts.len() != 3 {
                    return unsupported();
                }
                let cmp = parts[1];
                let a = self.read(&operands[1], ty, signed)?;
                let b = self.read(&operands[2], ty, signed)?;
                let p = match compare_op(cmp, ty, signed) {
                    Some(op) => self.cmp(op, a, b),
                    None if ty.is_float() => self
                        .float_compare(cmp, a, b)
                        .ok_or_else(|| format!("'{opcode}' is not supported by the CPU backend"))?,
                    None => return unsupported(),
                };
                return self.write(&operands[0], p);
            }
            "cvt" if has("f16") || has("f16x2") || has("bf16") || has("bf16x2") => {
                if parts[1..]
                    .iter()
                    .any(|m| matches!(*m, "rz" | "rm" | "rp" | "sat" | "relu"))
                {
                    return unsupported();
                }
                let half = match has("bf16") || has("bf16x2") {
                    true => Half::Bfloat,
                    false => Half::Ieee,
                };
                if has("f16x2") || has("bf16x2") {
                    // `cvt.rn.f16x2.f32 d, a, b`: `a` in the upper half, `b` in the lower.
                    arity(3)?;
                    let high = self.rounded_to_half(half, &operands[1], ty, signed)?;
                    let low = self.rounded_to_half(half, &operands[2], ty, signed)?;
                    self.pack(Type::I32, &[Operand::Name(low), Operand::Name(high)])?
                } else {
                    arity(2)?;
                    // The half is the first type when it is the destination.
                    match parts[1..]
                        .iter()
                        .filter(|m| m.starts_with(['f', 's', 'u', 'b']))
                        .position(|m| matches!(*m, "f16" | "bf16"))
                    {
                        Some(0) => {
                            let h = self.rounded_to_half(half, &operands[1], ty, signed)?;
                            self.read(&Operand::Name(h), Type::I16, false)?
                        }
                        _ => {
                            let bits = self.read(&operands[1], Type::I16, false)?;
                            let f = self.widened_half(half, bits);
                            self.convert(f, Type::F32, true, ty, signed, Some("rn"))
                                .ok_or_else(|| {
                                    format!("'{opcode}' is not supported by the CPU backend")
                                })?
                        }
                    }
                }
            }
            "cvt" => {
                arity(2)?;
                let &(from, from_signed) = types
                    .get(1)
                    .ok_or_else(|| format!("'{opcode}' needs two types"))?;
                let rounding = parts[1..].iter().find(|m| m.starts_with('r')).copied();
                let v = self.read(&operands[1], from, from_signed)?;
                self.convert(v, from, from_signed, ty, signed, rounding)
                    .ok_or_else(|| format!("'{opcode}' is not supported by the CPU backend"))?
            }
            "atom" | "red" if !ty.is_float() || has("add") => {
                let reduces = parts[0] == "red";
                let (place, rest) = match reduces {
                    true => (&operands[0], &operands[1..]),
                    false => (
                        operands
                            .get(1)
                            .ok_or("'atom' takes a destination and an address")?,
                        &operands[2..],
                    ),
                };
                let addr = self.address(place, &parts)?;
                let scope = if has("cta") {
                    ir::AtomicScope::Block
                } else if has("sys") {
                    ir::AtomicScope::System
                } else {
                    ir::AtomicScope::Device
                };
                let old = if has("cas") && !reduces {
                    arity(4)?;
                    let expected = self.read(&rest[0], ty, false)?;
                    let new = self.read(&rest[1], ty, false)?;
                    self.emit(
                        |dst| Inst::AtomicCas {
                            dst,
                            addr,
                            expected,
                            new,
                            scope,
                        },
                        ty,
                    )
                } else {
                    arity(if reduces { 2 } else { 3 })?;
                    let op = match parts[1..].iter().find_map(|m| atomic_op(m, ty, signed)) {
                        Some(op) => op,
                        None => return unsupported(),
                    };
                    let value = self.read(&rest[0], ty, signed)?;
                    self.emit(
                        |dst| Inst::Atomic {
                            dst,
                            op,
                            addr,
                            value,
                            scope,
                        },
                        ty,
                    )
                };
                if reduces {
                    return Ok(());
                }
                old
            }
            // The SIMD video instructions on bytes or halves: the absolute differences, or
            // with `.add` their sum plus `c` (`__vsadu4` and friends compute the same).
            "vabsdiff4" | "vabsdiff2" if !has("sat") && (parts.len() == 4 || has("add")) => {
                arity(4)?;
                let lanes = &parts[0][parts[0].len() - 1..];
                let sign = if signed { "s" } else { "u" };
                let a = self.read(&operands[1], Type::I32, false)?;
                let b = self.read(&operands[2], Type::I32, false)?;
                if has("add") {
                    let name = format!("__vsad{sign}{lanes}(u32,u32)");
                    let sum = self.intrinsic(&name, vec![a, b], Type::I32);
                    let c = self.read(&operands[3], Type::I32, false)?;
                    self.binary(BinOp::Add, sum, c)
                } else {
                    let name = format!("__vabsdiff{sign}{lanes}(u32,u32)");
                    self.intrinsic(&name, vec![a, b], Type::I32)
                }
            }
            "cvta" => {
                arity(2)?;
                self.convert_address(&parts, ty, &operands[1])?
            }
            "ld" if !is_vector => {
                arity(2)?;
                let addr = self.address(&operands[1], &parts)?;
                self.load(addr, ty, volatile)
            }
            "st" if !is_vector => {
                arity(2)?;
                let addr = self.address(&operands[0], &parts)?;
                let value = self.read(&operands[1], ty, signed)?;
                self.store(addr, value, volatile);
                return Ok(());
            }
            _ => return unsupported(),
        };
        self.write(&operands[0], value)
    }

    /// The segment mask a shuffle's `c` operand packs in bits 8..12.
    fn shuffle_segment_mask(&mut self, c: Var) -> Var {
        let eight = self.iconst(Type::I32, 8);
        let shifted = self.binary(BinOp::LShr, c, eight);
        let five_bits = self.iconst(Type::I32, 0x1f);
        self.binary(BinOp::And, shifted, five_bits)
    }

    /// Whether a shuffle's source lane is in range, as PTX's `shfl` computes its predicate from
    /// `b` (the lane, delta or mask) and `c` (the clamp in bits 0..4, the segment mask in
    /// bits 8..12).
    fn shuffle_in_range(&mut self, op: SyncOp, b: Var, c: Var) -> Var {
        let lane = self.lane();
        let segment = self.shuffle_segment_mask(c);
        let five_bits = self.iconst(Type::I32, 0x1f);
        let clamp = self.binary(BinOp::And, c, five_bits);
        let outside = self.unary(UnOp::Not, segment);
        let high = self.binary(BinOp::And, lane, segment);
        let low = self.binary(BinOp::And, clamp, outside);
        let max_lane = self.binary(BinOp::Or, high, low);
        let offset = self.binary(BinOp::And, b, five_bits);
        let (source, compare) = match op {
            SyncOp::ShflUp => (self.binary(BinOp::Sub, lane, offset), CmpOp::Sge),
            SyncOp::ShflDown => (self.binary(BinOp::Add, lane, offset), CmpOp::Sle),
            SyncOp::ShflXor => (self.binary(BinOp::Xor, lane, b), CmpOp::Sle),
            _ => {
                let min_lane = self.binary(BinOp::And, clamp, segment);
                let index = self.binary(BinOp::And, b, five_bits);
                let index = self.binary(BinOp::And, index, outside);
                (self.binary(BinOp::Or, min_lane, index), CmpOp::Sle)
            }
        };
        self.cmp(compare, source, max_lane)
    }

    /// `bfi`: `b` with the `len` bits at `pos` (each its low 8 bits) replaced by the low bits
    /// of `a`; none past the word.
    fn bit_field_insert(&mut self, ty: Type, operands: &[Operand]) -> Result<Var, String> {
        let a = self.read(&operands[0], ty, false)?;
        let b = self.read(&operands[1], ty, false)?;
        let bits = ty.bytes() as i64 * 8;
        // In a word twice as wide, so that shifting by the full width is defined.
        let wide = Type::I128;
        let field = |x: &mut Self, op: &Operand| -> Result<Var, String> {
            let v = x.read(op, Type::I32, false)?;
            let low = x.iconst(Type::I32, 0xff);
            let v = x.binary(BinOp::And, v, low);
            let most = x.iconst(Type::I32, bits);
            let over = x.cmp(CmpOp::Ugt, v, most);
            let v = x.select(over, most, v);
            Ok(x.fit(v, wide, false))
        };
        let pos = field(self, &operands[2])?;
        let len = field(self, &operands[3])?;
        let one = self.iconst(wide, 1);
        let ones = self.binary(BinOp::Shl, one, len);
        let ones = self.binary(BinOp::Sub, ones, one);
        let mask = self.binary(BinOp::Shl, ones, pos);
        let mask = self.fit(mask, ty, false);
        let a = self.fit(a, wide, false);
        let moved = self.binary(BinOp::Shl, a, pos);
        let moved = self.fit(moved, ty, false);
        let inserted = self.binary(BinOp::And, moved, mask);
        let kept = self.unary(UnOp::Not, mask);
        let kept = self.binary(BinOp::And, b, kept);
        Ok(self.binary(BinOp::Or, kept, inserted))
    }

    /// `mov.b64 d, {lo, hi}`: the parts, first the lowest, as one register of type `ty`.
    fn pack(&mut self, ty: Type, parts: &[Operand]) -> Result<Var, String> {
        let (_, part) = split_into(ty, parts.len())?;
        let values = parts
            .iter()
            .map(|p| self.read(p, part, false))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(self.packed(ty, &values))
    }

    /// The values `parts` (of equal width, first the lowest) side by side in one `ty`.
    fn packed(&mut self, ty: Type, parts: &[Var]) -> Var {
        let int = int_of(ty.bytes());
        let mut whole = self.iconst(int, 0);
        let mut at = 0;
        for &p in parts {
            let bits = self.var_types[p.0 as usize].bytes() * 8;
            let v = self.fit(p, int, false);
            let shift = self.iconst(int, i64::from(at));
            let v = self.binary(BinOp::Shl, v, shift);
            whole = self.binary(BinOp::Or, whole, v);
            at += bits;
        }
        self.fit(whole, ty, false)
    }

    /// `mov.b64 {lo, hi}, s`: each part of the `ty` value `whole`, first the lowest, into its
    /// register.
    fn unpack(&mut self, ty: Type, whole: Var, parts: &[Operand]) -> Result<(), String> {
        let (int, part) = split_into(ty, parts.len())?;
        let whole = self.fit(whole, int, false);
        for (i, p) in parts.iter().enumerate() {
            let at = self.iconst(int, (i as u32 * part.bytes() * 8) as i64);
            let v = self.binary(BinOp::LShr, whole, at);
            let v = self.fit(v, part, false);
            self.write(p, v)?;
        }
        Ok(())
    }

    /// `lop3`: the function of three words whose truth table is `lut` (bit `4a + 2b + c`).
    fn lop3(&mut self, args: &[Var], lut: i64) -> Var {
        let ty = self.var_types[args[0].0 as usize];
        let mut acc = self.iconst(ty, 0);
        for row in (0..8).filter(|row| lut >> row & 1 == 1) {
            let mut term = self.iconst(ty, -1);
            for (k, &x) in args.iter().enumerate() {
                let x = match row >> (2 - k) & 1 {
                    1 => x,
                    _ => self.unary(UnOp::Not, x),
                };
                term = self.binary(BinOp::And, term, x);
            }
            acc = self.binary(BinOp::Or, acc, term);
        }
        acc
    }

    /// `.reg .u32 a, b;` and `.reg .b32 r<4>;` (`r0`..`r3`).
    fn declare(&mut self, rest: &str) -> Result<(), String> {
        let (ty, names) = rest
            .trim()
            .split_once(char::is_whitespace)
            .ok_or("a register declaration needs a type and names")?;
        let (ty, _) = ptx_type(ty.trim_start_matches('.'))
            .ok_or_else(|| format!("unknown register type '{ty}'"))?;
        for name in split_operands(names) {
            match name.split_once('<') {
                Some((base, count)) => {
                    let n: usize = count
                        .trim_end_matches('>')
                        .parse()
                        .map_err(|_| format!("bad register count in '{name}'"))?;
                    for i in 0..n {
                        let var = self.new_var(ty);
                        self.regs.insert(format!("{base}{i}"), Reg { var, ty });
                    }
                }
                None => {
                    let var = self.new_var(ty);
                    self.regs.insert(name.to_string(), Reg { var, ty });
                }
            }
        }
        Ok(())
    }

    fn register(&self, op: &Operand) -> Option<Reg> {
        match op {
            Operand::Numbered(n) => self.operands.get(*n).copied(),
            Operand::Name(name) => self.regs.get(name).copied(),
            _ => None,
        }
    }

    /// The value of an operand as a `ty`.
    fn read(&mut self, op: &Operand, ty: Type, signed: bool) -> Result<Var, String> {
        if let Some(reg) = self.register(op) {
            return Ok(self.fit(reg.var, ty, signed));
        }
        match op {
            Operand::Int(bits) if ty.is_float() => {
                let int = self.iconst(int_of(ty.bytes()), *bits);
                Ok(self.cast(CastOp::Bitcast, int, ty))
            }
            Operand::Int(value) => {
                let v = self.iconst(plain_int(ty), *value);
                Ok(self.fit(v, ty, signed))
            }
            Operand::Name(name) => {
                let v = self.special(name)?;
                Ok(self.fit(v, ty, false))
            }
            _ => Err("an address is not a value".into()),
        }
    }

    /// Assigns `value` to the register `op` (converted to its type).
    fn write(&mut self, op: &Operand, value: Var) -> Result<(), String> {
        let reg = self
            .register(op)
            .ok_or_else(|| format!("{op:?} is not a register that can be written"))?;
        let value = self.fit(value, reg.ty, false);
        self.flow.out.push(Inst::Copy {
            dst: reg.var,
            src: value,
        });
        Ok(())
    }

    /// The generic address `[reg+imm]` names in the state space `parts` give: an address in
    /// the shared, local or constant window is a distance from the window's start.
    fn address(&mut self, op: &Operand, parts: &[&str]) -> Result<Var, String> {
        let Operand::Address(base, offset) = op else {
            return Err("expected an address in brackets".into());
        };
        let base = self.read(base, Type::I64, false)?;
        let at = if *offset == 0 {
            base
        } else {
            let off = self.iconst(Type::I64, *offset);
            self.binary(BinOp::Add, base, off)
        };
        Ok(match window(parts) {
            Some(w) => self.intrinsic(&format!("__cvta_{w}_to_generic(u64)"), vec![at], Type::Ptr),
            None => self.cast(CastOp::Bitcast, at, Type::Ptr),
        })
    }

    /// `cvta.space` (a window address to a generic one) and `cvta.to.space` (the reverse).
    fn convert_address(
        &mut self,
        parts: &[&str],
        ty: Type,
        source: &Operand,
    ) -> Result<Var, String> {
        let Some(w) = window(parts).or(parts.contains(&"global").then_some("global")) else {
            return Err(format!(
                "'{}' names no state space the CPU backend has",
                parts.join(".")
            ));
        };
        let v = self.read(source, Type::I64, false)?;
        let converted = if parts.contains(&"to") {
            let p = self.cast(CastOp::Bitcast, v, Type::Ptr);
            self.intrinsic(&format!("__cvta_generic_to_{w}(ptr)"), vec![p], Type::I64)
        } else {
            let p = self.intrinsic(&format!("__cvta_{w}_to_generic(u64)"), vec![v], Type::Ptr);
            self.cast(CastOp::Bitcast, p, Type::I64)
        };
        Ok(self.fit(converted, ty, false))
    }

    /// `source` (of type `ty`) rounded to the nearest `half`, in a new register of the
    /// statement named by the returned name.
    fn rounded_to_half(
        &mut self,
        half: Half,
        source: &Operand,
        ty: Type,
        signed: bool,
    ) -> Result<String, String> {
        let v = self.read(source, ty, signed)?;
        let bits = match half {
            Half::Ieee => {
                let wide = self
                    .convert(v, ty, signed, Type::F64, true, Some("rn"))
                    .ok_or(
                        "a conversion to f16 from this type is not supported by the CPU backend",
                    )?;
                self.intrinsic("__ferrocuda_f16_from_f64(f64)", vec![wide], Type::I16)
            }
            Half::Bfloat if ty == Type::F32 => self.rounded_to_bfloat(v),
            Half::Bfloat => {
                return Err("a conversion to bf16 from a type other than f32 is not supported by the CPU backend".into());
            }
        };
        let name = format!("%__half{}", bits.0);
        self.regs.insert(
            name.clone(),
            Reg {
                var: bits,
                ty: Type::I16,
            },
        );
        Ok(name)
    }

    /// The bfloat16 nearest the `f32` `v` (ties to even): its upper half, rounded on the bits
    /// below; a NaN becomes the canonical `0x7fff`.
    fn rounded_to_bfloat(&mut self, v: Var) -> Var {
        let u = self.cast(CastOp::Bitcast, v, Type::I32);
        let sixteen = self.iconst(Type::I32, 16);
        let one = self.iconst(Type::I32, 1);
        let odd = self.binary(BinOp::LShr, u, sixteen);
        let odd = self.binary(BinOp::And, odd, one);
        let bias = self.iconst(Type::I32, 0x7fff);
        let bias = self.binary(BinOp::Add, bias, odd);
        let rounded = self.binary(BinOp::Add, u, bias);
        let rounded = self.binary(BinOp::LShr, rounded, sixteen);
        let nan = self.cmp(CmpOp::FNe, v, v);
        let canonical = self.iconst(Type::I32, 0x7fff);
        let bits = self.select(nan, canonical, rounded);
        self.cast(CastOp::Trunc, bits, Type::I16)
    }

    /// The `f32` the 16 `bits` of a `half` stand for.
    fn widened_half(&mut self, half: Half, bits: Var) -> Var {
        match half {
            Half::Ieee => self.intrinsic("__ferrocuda_f16_to_f32(u16)", vec![bits], Type::F32),
            Half::Bfloat => {
                let word = self.cast(CastOp::ZExt, bits, Type::I32);
                let sixteen = self.iconst(Type::I32, 16);
                let word = self.binary(BinOp::Shl, word, sixteen);
                self.cast(CastOp::Bitcast, word, Type::F32)
            }
        }
    }

    /// `cp.async.ca|cg.shared.global [dst], [src], size{, src_size}`: the copy happens at once
    /// (so `commit_group` and `wait_group` have nothing to wait for); with `src_size`, the bytes
    /// past it are zeros and are not read.
    fn copy_async(&mut self, parts: &[&str], operands: &[Operand]) -> Result<(), String> {
        let (Some(dst), Some(src), Some(&Operand::Int(size))) =
            (operands.first(), operands.get(1), operands.get(2))
        else {
            return Err("'cp.async' takes [dst], [src], size".into());
        };
        if !matches!(size, 4 | 8 | 16) {
            return Err(format!("'cp.async' copies 4, 8 or 16 bytes, not {size}"));
        }
        let dst = self.address(dst, parts)?;
        let src = self.address(src, &[])?;
        let src_size = match operands.get(3) {
            Some(op) => Some(self.read(op, Type::I64, false)?),
            None => None,
        };
        // Without a source size, whole words; with one, byte by byte.
        let (unit, ty) = match src_size {
            None => (4, Type::I32),
            Some(_) => (1, Type::I8),
        };
        for at in (0..size).step_by(unit) {
            let offset = self.iconst(Type::I64, at);
            let to = self.binary(BinOp::Add, dst, offset);
            let from = self.binary(BinOp::Add, src, offset);
            let value = match src_size {
                None => self.load(from, ty, false),
                Some(limit) => {
                    // A byte past the source size is read from the destination (which is
                    // valid memory) and replaced by zero.
                    let inside = self.cmp(CmpOp::Ult, offset, limit);
                    let from = self.select(inside, from, to);
                    let loaded = self.load(from, ty, false);
                    let zero = self.iconst(ty, 0);
                    self.select(inside, loaded, zero)
                }
            };
            self.store(to, value, false);
        }
        Ok(())
    }

    fn arithmetic(
        &mut self,
        op: &str,
        parts: &[&str],
        ty: Type,
        signed: bool,
        a: &Operand,
        b: &Operand,
    ) -> Result<Var, String> {
        let has = |m: &str| parts[1..].contains(&m);
        if op == "mul" && has("wide") {
            // `mul.wide.u32`: the full 64-bit product of 32-bit operands.
            let wide = int_of(ty.bytes() * 2);
            let a = self.read(a, ty, signed)?;
            let b = self.read(b, ty, signed)?;
            let (a, b) = (self.fit(a, wide, signed), self.fit(b, wide, signed));
            return Ok(self.binary(BinOp::Mul, a, b));
        }
        let x = self.read(a, ty, signed)?;
        let y = self.read(b, ty, signed)?;
        if let (true, Some(direction)) = (ty.is_float(), directed_rounding(parts)) {
            if matches!(op, "add" | "sub" | "mul" | "div") {
                let (prefix, signature) = match ty {
                    Type::F32 => ("f", "(f32,f32)"),
                    _ => ("d", "(f64,f64)"),
                };
                let name = format!("__{prefix}{op}_{direction}{signature}");
                return Ok(self.intrinsic(&name, vec![x, y], ty));
            }
        }
        if ty.is_float() {
            let op = match op {
                "add" => BinOp::FAdd,
                "sub" => BinOp::FSub,
                "mul" => BinOp::FMul,
                "div" => BinOp::FDiv,
                "min" | "max" => {
                    let name = match (op, ty) {
                        ("min", Type::F32) => "fminf(f32,f32)",
                        ("min", _) => "fmin(f64,f64)",
                        ("max", Type::F32) => "fmaxf(f32,f32)",
                        _ => "fmax(f64,f64)",
                    };
                    return Ok(self.intrinsic(name, vec![x, y], ty));
                }
                _ => return Err(format!("'{op}' does not take floats")),
            };
            return Ok(self.binary(op, x, y));
        }
        let op = match (op, signed) {
            ("add", _) => BinOp::Add,
            ("sub", _) => BinOp::Sub,
            ("mul", true) if has("hi") => BinOp::SMulHi,
            ("mul", false) if has("hi") => BinOp::UMulHi,
            ("mul", _) => BinOp::Mul,
            ("div", true) => BinOp::SDiv,
            ("div", false) => BinOp::UDiv,
            ("rem", true) => BinOp::SRem,
            ("rem", false) => BinOp::URem,
            ("and", _) => BinOp::And,
            ("or", _) => BinOp::Or,
            ("xor", _) => BinOp::Xor,
            ("min" | "max", _) => return Ok(self.min_max(op == "min", signed, x, y)),
            _ => return Err(format!("'{op}' is not supported by the CPU backend")),
        };
        Ok(self.binary(op, x, y))
    }

    /// The scalar video instructions on whole words (`vshr.u32.u32.u32.clamp.add d, a, b, c`):
    /// the operation on `a` and `b` (signed as their types say), then the secondary one
    /// (`.add`, `.min`, `.max`) with `c`, where written. A shift's count is clamped at 32
    /// (`.clamp`) or taken modulo 32 (`.wrap`). Byte and half-word selectors and saturation
    /// are not supported.
    fn video(
        &mut self,
        opcode: &str,
        parts: &[&str],
        types: &[(Type, bool)],
        operands: &[Operand],
    ) -> Result<Var, String> {
        let unsupported = || format!("'{opcode}' is not supported by the CPU backend");
        let &[(Type::I32, d_signed), (Type::I32, a_signed), (Type::I32, b_signed)] = types else {
            return Err(unsupported());
        };
        if parts.contains(&"sat") {
            return Err(unsupported());
        }
        let a = self.read(&operands[1], Type::I32, a_signed)?;
        let b = self.read(&operands[2], Type::I32, b_signed)?;
        let signed = a_signed || b_signed;
        let value = match parts[0] {
            "vadd" => self.binary(BinOp::Add, a, b),
            "vsub" => self.binary(BinOp::Sub, a, b),
            "vabsdiff" => {
                let less = self.cmp(if signed { CmpOp::Slt } else { CmpOp::Ult }, a, b);
                let (up, down) = (self.binary(BinOp::Sub, b, a), self.binary(BinOp::Sub, a, b));
                self.select(less, up, down)
            }
            "vmin" | "vmax" => self.min_max(parts[0] == "vmin", signed, a, b),
            shift => {
                let op = match (shift, a_signed) {
                    ("vshl", _) => BinOp::Shl,
                    (_, true) => BinOp::AShr,
                    _ => BinOp::LShr,
                };
                let last = self.iconst(Type::I32, 31);
                if parts.contains(&"wrap") {
                    let n = self.binary(BinOp::And, b, last);
                    self.binary(op, a, n)
                } else if parts.contains(&"clamp") {
                    let big = self.cmp(CmpOp::Ugt, b, last);
                    let shifted = self.binary(op, a, b);
                    let out = match op {
                        BinOp::AShr => self.binary(BinOp::AShr, a, last),
                        _ => self.iconst(Type::I32, 0),
                    };
                    self.select(big, out, shifted)
                } else {
                    return Err(format!("'{opcode}' needs '.clamp' or '.wrap'"));
                }
            }
        };
        let secondary = parts[4..]
            .iter()
            .copied()
            .find(|m| matches!(*m, "add" | "min" | "max"));
        let Some(secondary) = secondary else {
            return Ok(value);
        };
        let c = self.read(&operands[3], Type::I32, d_signed)?;
        Ok(match secondary {
            "add" => self.binary(BinOp::Add, value, c),
            minmax => self.min_max(minmax == "min", d_signed, value, c),
        })
    }

    /// The smaller (`min`) or larger of two integers, compared as `signed` says.
    fn min_max(&mut self, min: bool, signed: bool, a: Var, b: Var) -> Var {
        let less = self.cmp(if signed { CmpOp::Slt } else { CmpOp::Ult }, a, b);
        let (x, y) = if min { (a, b) } else { (b, a) };
        self.select(less, x, y)
    }

    /// `bfind`: the position of the most significant set bit (of a negative signed value, the
    /// most significant clear bit), or all ones when there is none; `.shiftamt` gives the
    /// left shift that would move it to the top instead.
    fn bfind(
        &mut self,
        op: &Operand,
        ty: Type,
        signed: bool,
        shiftamt: bool,
    ) -> Result<Var, String> {
        let x = self.read(op, ty, signed)?;
        let x = if signed {
            let zero = self.iconst(ty, 0);
            let negative = self.cmp(CmpOp::Slt, x, zero);
            let inverted = self.unary(UnOp::Not, x);
            self.select(negative, inverted, x)
        } else {
            x
        };
        let (name, top) = if ty.bytes() == 8 {
            ("__clzll(i64)", 63)
        } else {
            ("__clz(i32)", 31)
        };
        let leading = self.intrinsic(name, vec![x], Type::I32);
        let position = if shiftamt {
            leading
        } else {
            let top = self.iconst(Type::I32, top);
            self.binary(BinOp::Sub, top, leading)
        };
        let zero = self.iconst(ty, 0);
        let none = self.cmp(CmpOp::Eq, x, zero);
        let all_ones = self.iconst(Type::I32, -1);
        Ok(self.select(none, all_ones, position))
    }

    /// `cvt.to.from` with the rounding modifier PTX requires where precision is lost.
    fn convert(
        &mut self,
        v: Var,
        from: Type,
        from_signed: bool,
        to: Type,
        to_signed: bool,
        rounding: Option<&str>,
    ) -> Option<Var> {
        Some(match (from.is_float(), to.is_float()) {
            (false, false) => self.fit(v, to, from_signed),
            (false, true) => {
                let op = if from_signed {
                    CastOp::SIToF
                } else {
                    CastOp::UIToF
                };
                self.cast(op, v, to)
            }
            (true, false) => {
                // `.rzi` truncates, as C does; `.rni` rounds to nearest even first.
                let v = match rounding {
                    Some("rzi") | None => v,
                    Some("rni") => {
                        let name = if from == Type::F32 {
                            "rintf(f32)"
                        } else {
                            "rint(f64)"
                        };
                        self.intrinsic(name, vec![v], from)
                    }
                    _ => return None,
                };
                let op = if to_signed {
                    CastOp::FToSI
                } else {
                    CastOp::FToUI
                };
                self.cast(op, v, to)
            }
            (true, true) if from == to => v,
            (true, true) if to == Type::F64 => self.cast(CastOp::FExt, v, to),
            (true, true) => match rounding {
                Some("rn") | None => self.cast(CastOp::FTrunc, v, to),
                _ => return None,
            },
        })
    }

    fn special(&mut self, name: &str) -> Result<Var, String> {
        let axis = |s: &str| match s {
            "x" => Some(0),
            "y" => Some(1),
            "z" => Some(2),
            _ => None,
        };
        let reg =
            |this: &mut Self, reg: Special| this.emit(|dst| Inst::Special { dst, reg }, Type::I32);
        let (base, suffix) = name.split_once('.').unwrap_or((name, ""));
        let indexed = |make: fn(u8) -> Special| axis(suffix).map(make);
        let found = match base {
            "%tid" => indexed(Special::ThreadIdx),
            "%ntid" => indexed(Special::BlockDim),
            "%ctaid" => indexed(Special::BlockIdx),
            "%nctaid" => indexed(Special::GridDim),
            "%laneid" => Some(Special::LaneId),
            _ => None,
        };
        if let Some(s) = found {
            return Ok(reg(self, s));
        }
        Ok(match base {
            "%clock" => {
                let t = self.intrinsic("clock64()", vec![], Type::I64);
                self.cast(CastOp::Trunc, t, Type::I32)
            }
            "%clock64" | "%globaltimer" => self.intrinsic("clock64()", vec![], Type::I64),
            "%clock_hi" => {
                let t = self.intrinsic("clock64()", vec![], Type::I64);
                let shift = self.iconst(Type::I64, 32);
                let high = self.binary(BinOp::LShr, t, shift);
                self.cast(CastOp::Trunc, high, Type::I32)
            }
            // The CPU backend runs a block on one multiprocessor of its own: SM 0 of 1, with
            // as many warp slots as an sm_90 multiprocessor.
            "%dynamic_smem_size" => {
                self.intrinsic("__ferrocuda_dynamic_shared_size()", vec![], Type::I32)
            }
            "%total_smem_size" => {
                self.intrinsic("__ferrocuda_total_shared_size()", vec![], Type::I32)
            }
            "%smid" => self.iconst(Type::I32, 0),
            "%nsmid" => self.iconst(Type::I32, 1),
            "%nwarpid" => self.iconst(Type::I32, 64),
            "%warpid" => {
                // The warp of the thread in its block: its linear index over 32.
                let (x, y, z) = (
                    reg(self, Special::ThreadIdx(0)),
                    reg(self, Special::ThreadIdx(1)),
                    reg(self, Special::ThreadIdx(2)),
                );
                let (nx, ny) = (
                    reg(self, Special::BlockDim(0)),
                    reg(self, Special::BlockDim(1)),
                );
                let zy = self.binary(BinOp::Mul, z, ny);
                let zy = self.binary(BinOp::Add, zy, y);
                let row = self.binary(BinOp::Mul, zy, nx);
                let linear = self.binary(BinOp::Add, row, x);
                let shift = self.iconst(Type::I32, 5);
                self.binary(BinOp::LShr, linear, shift)
            }
            "%lanemask_eq" | "%lanemask_lt" | "%lanemask_le" | "%lanemask_gt" | "%lanemask_ge" => {
                let lane = reg(self, Special::LaneId);
                let lane = self.cast(CastOp::ZExt, lane, Type::I64);
                let one = self.iconst(Type::I64, 1);
                let eq = self.binary(BinOp::Shl, one, lane);
                let lt = self.binary(BinOp::Sub, eq, one);
                let le = self.binary(BinOp::Or, lt, eq);
                let mask = match base {
                    "%lanemask_eq" => eq,
                    "%lanemask_lt" => lt,
                    "%lanemask_le" => le,
                    "%lanemask_gt" => self.unary(UnOp::Not, le),
                    _ => self.unary(UnOp::Not, lt),
                };
                self.cast(CastOp::Trunc, mask, Type::I32)
            }
            _ => return Err(format!("unknown register '{name}'")),
        })
    }
}

/// The integer type of a width.
/// The integer of `ty`'s width and the integer of each of its `n` parts, which `mov` packs
/// and unpacks: two or four of them.
fn split_into(ty: Type, n: usize) -> Result<(Type, Type), String> {
    let bytes = ty.bytes();
    match n {
        2 | 4 if (bytes as usize).is_multiple_of(n) && bytes as usize >= n => {
            Ok((int_of(bytes), int_of(bytes / n as u32)))
        }
        _ => Err(format!(
            "a {}-bit register is moved to or from 2 or 4 parts of equal size, not {n}",
            bytes * 8
        )),
    }
}

fn int_of(bytes: u32) -> Type {
    match bytes {
        1 => Type::I8,
        2 => Type::I16,
        4 => Type::I32,
        16 => Type::I128,
        _ => Type::I64,
    }
}

/// `t` where it is an integer of some width, else a 32-bit integer.
fn plain_int(t: Type) -> Type {
    match t {
        Type::I8 | Type::I16 | Type::I32 | Type::I64 => t,
        _ => Type::I32,
    }
}

/// The comparison `setp.CMP.T` names.
/// An instruction's opcode with its modifiers (`mov.u32`, `mbarrier.init.shared::cta.b64`) and
/// its operands, which may follow with no space between (`mov.u32%0, %%laneid;` is PTX too).
fn split_opcode(text: &str) -> (&str, &str) {
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '$' | ':')))
        .unwrap_or(text.len());
    match end {
        // (What is no opcode is split at its first space, as before.)
        0 => text.split_once(char::is_whitespace).unwrap_or((text, "")),
        _ => (&text[..end], text[end..].trim_start()),
    }
}

/// The direction a float instruction's rounding modifier (`.rz`, `.rm`, `.rp`) names, as
/// CUDA's intrinsics spell it (`rz`, `rd`, `ru`); none for `.rn` and no modifier, which round
/// to nearest.
fn directed_rounding(parts: &[&str]) -> Option<&'static str> {
    parts[1..].iter().find_map(|m| match *m {
        "rz" => Some("rz"),
        "rm" => Some("rd"),
        "rp" => Some("ru"),
        _ => None,
    })
}

fn compare_op(cmp: &str, ty: Type, signed: bool) -> Option<CmpOp> {
    Some(match (cmp, ty.is_float(), signed) {
        ("eq", false, _) => CmpOp::Eq,
        ("ne", false, _) => CmpOp::Ne,
        ("lt", false, true) => CmpOp::Slt,
        ("le", false, true) => CmpOp::Sle,
        ("gt", false, true) => CmpOp::Sgt,
        ("ge", false, true) => CmpOp::Sge,
        ("lt" | "lo", false, false) => CmpOp::Ult,
        ("le" | "ls", false, false) => CmpOp::Ule,
        ("gt" | "hi", false, false) => CmpOp::Ugt,
        ("ge" | "hs", false, false) => CmpOp::Uge,
        ("eq", true, _) => CmpOp::FEq,
        ("lt", true, _) => CmpOp::FLt,
        ("le", true, _) => CmpOp::FLe,
        ("gt", true, _) => CmpOp::FGt,
        ("ge", true, _) => CmpOp::FGe,
        _ => return None,
    })
}

/// The instructions of a statement: split at `;`, with `{`/`}` scopes dropped and `%%`
/// already the `%` it stands for. `%N` operand references stay as they are.
fn split_statements(text: &str) -> Vec<String> {
    let text = text.replace("%%", "\u{1}");
    text.split(['\n', ';'])
        .map(|s| {
            // Scope braces around statements; the braces of a vector operand stay.
            let mut s = s.trim();
            while let Some(rest) = s.strip_prefix('{') {
                s = rest.trim_start();
            }
            while s.ends_with('}') && s.matches('}').count() > s.matches('{').count() {
                s = s[..s.len() - 1].trim_end();
            }
            s.replace('\u{1}', "%")
        })
        .filter(|s| !s.is_empty() && !s.starts_with("//"))
        .collect()
}

/// A statement that starts with a label (`L1:`, `WAIT%=:`): the label and the instruction
/// after it, if any.
fn split_label(statement: &str) -> Option<(&str, &str)> {
    let (label, rest) = statement.split_once(':')?;
    let is_name = label.chars().enumerate().all(|(i, c)| {
        c.is_ascii_alphabetic()
            || matches!(c, '_' | '$' | '%' | '=')
            || (i > 0 && c.is_ascii_digit())
    });
    (!label.is_empty() && is_name && !rest.starts_with(':')).then(|| (label, rest.trim()))
}

/// Operands separated by commas, outside brackets.
fn split_operands(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0;
    let mut current = String::new();
    for c in text.chars() {
        match c {
            '[' | '{' => depth += 1,
            ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(current.trim().to_string());
                current.clear();
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    if !current.trim().is_empty() {
        out.push(current.trim().to_string());
    }
    out
}

fn parse_operand(text: &str) -> Result<Operand, String> {
    let text = text.trim();
    if let Some(inner) = text.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
        let (base, offset) = match inner.rsplit_once('+') {
            Some((b, o)) => (b, parse_int(o.trim()).ok_or("bad address offset")?),
            None => (inner, 0),
        };
        return Ok(Operand::Address(Box::new(parse_operand(base)?), offset));
    }
    if let Some(inner) = text.strip_prefix('{').and_then(|t| t.strip_suffix('}')) {
        let elements: Result<Vec<Operand>, String> = split_operands(inner)
            .iter()
            .map(|e| parse_operand(e))
            .collect();
        return Ok(Operand::Vector(elements?));
    }
    // `%N` as written in the statement: an operand of the asm.
    if let Some(n) = text.strip_prefix('%').and_then(|n| n.parse().ok()) {
        return Ok(Operand::Numbered(n));
    }
    if let Some(v) = parse_int(text) {
        return Ok(Operand::Int(v));
    }
    if text.is_empty() {
        return Err("missing operand".into());
    }
    Ok(Operand::Name(text.to_string()))
}

/// Integers in decimal or hex, and float bit patterns (`0f3F800000`, `0d3FF0000000000000`).
fn parse_int(text: &str) -> Option<i64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text),
    };
    let value = if let Some(hex) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
        .or_else(|| digits.strip_prefix("0f"))
        .or_else(|| digits.strip_prefix("0F"))
        .or_else(|| digits.strip_prefix("0d"))
        .or_else(|| digits.strip_prefix("0D"))
    {
        u64::from_str_radix(hex.trim_end_matches(['U', 'u']), 16).ok()? as i64
    } else {
        digits.trim_end_matches(['U', 'u']).parse::<u64>().ok()? as i64
    };
    Some(if negative {
        value.wrapping_neg()
    } else {
        value
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::builder::FunctionBuilder;

    /// A kernel whose body is one asm statement with an input register and an output slot.
    fn kernel_with(text: &str) -> ir::Function {
        let mut b = FunctionBuilder::new("k", ir::FunctionKind::Kernel, vec![], None);
        let input = b.iconst(Type::I32, 5);
        let slot = b.new_var(Type::Ptr);
        b.push(Inst::Local {
            dst: slot,
            size: 4,
            align: 4,
        });
        b.push(Inst::InlineAsm(Box::new(ir::InlineAsm {
            text: text.into(),
            operands: vec![
                AsmOperand::Out {
                    addr: slot,
                    ty: Type::I32,
                },
                AsmOperand::In(input),
            ],
            volatile: false,
            clobbers_memory: false,
            loc: "k.cu:3:5".into(),
        })));
        b.terminate(ir::Terminator::Return(None));
        b.finish()
    }

    #[test]
    fn vector_operands_of_the_wrong_shape_are_errors() {
        for (text, message) in [
            (
                "mov.b32 {%0, %1, %1}, %1;",
                "2 or 4 parts of equal size, not 3",
            ),
            (
                "mov.b16 {%0, %1, %1, %1}, %1;",
                "2 or 4 parts of equal size, not 4",
            ),
            ("ld.global.v4.u32 {%0, %0}, [%1];", "moves 4 values, not 2"),
        ] {
            let mut f = kernel_with(text);
            let err = expand(&mut f).unwrap_err();
            assert!(err.starts_with("k.cu:3:5: inline PTX:"), "{err}");
            assert!(err.contains(message), "{err}");
        }
    }

    #[test]
    fn malformed_copies_conversions_and_atomics_are_located_errors() {
        for (text, message) in [
            (
                "cp.async.ca.shared.global [%0], [%1], 12;",
                "copies 4, 8 or 16 bytes, not 12",
            ),
            (
                "cp.async.ca.shared.global [%0], [%1];",
                "takes [dst], [src], size",
            ),
            ("cvta.to.u64 %0, %1;", "names no state space"),
            (
                "atom.global.add.u32 %0;",
                "takes a destination and an address",
            ),
            ("vabsdiff4.u32.u32.u32.add %0, %1, %1;", "takes 4 operands"),
            (
                "ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0}, [%1];",
                "moves 2 registers, not 1",
            ),
            (
                "ldmatrix.sync.aligned.m8n8.x1.shared.b16 %0, [%1];",
                "takes a vector of registers and an address",
            ),
            (
                "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0}, {%1}, {%1}, {%0};",
                "takes 4 registers for D, not 1",
            ),
            (
                "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 %0, %1, %1, %0;",
                "takes four vectors of registers",
            ),
            (
                "mma.sync.aligned.m16n8k8.row.col.f32.bf16.f16.f32 {%0}, {%1}, {%1}, {%0};",
                "is not supported",
            ),
            (
                "mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {%0, %0}, {%1, 5}, {%1}, {%0, %0};",
                "takes registers in its vectors",
            ),
        ] {
            let mut f = kernel_with(text);
            let err = expand(&mut f).unwrap_err();
            assert!(err.starts_with("k.cu:3:5: inline PTX:"), "{err}");
            assert!(err.contains(message), "{err}");
        }
    }

    #[test]
    fn an_instruction_outside_the_subset_is_an_error_naming_it_and_the_statement() {
        // The first tensor cores' shape, whose fragments are laid out apart.
        let mut f =
            kernel_with("mma.sync.aligned.m8n8k4.row.col.f16.f16.f16.f16 {%0}, {%1}, {%1}, {%0};");
        let err = expand(&mut f).unwrap_err();
        assert!(err.starts_with("k.cu:3:5: inline PTX:"), "{err}");
        assert!(
            err.contains("'mma.sync.aligned.m8n8k4.row.col.f16.f16.f16.f16' is not supported"),
            "{err}"
        );
    }

    #[test]
    fn branches_name_labels_of_their_statement() {
        let mut f = kernel_with("bra DONE;");
        let err = expand(&mut f).unwrap_err();
        assert!(
            err.contains("'bra' to 'DONE', which is no label of the statement"),
            "{err}"
        );
        let mut f = kernel_with("L1: mov.u32 %0, 1; L1: mov.u32 %0, 2;");
        let err = expand(&mut f).unwrap_err();
        assert!(err.contains("label 'L1' is defined twice"), "{err}");
        // A loop: the statement's blocks branch back to its label.
        let mut f = kernel_with(
            ".reg .pred p; mov.u32 %0, 0; TOP: add.u32 %0, %0, 1; \
             setp.lt.u32 p, %0, 5; @p bra TOP;",
        );
        expand(&mut f).unwrap();
        let back_edges = f
            .blocks
            .iter()
            .enumerate()
            .filter(|(i, b)| match b.term {
                Terminator::Branch { then_block, .. } => then_block.0 as usize <= *i,
                _ => false,
            })
            .count();
        assert_eq!(back_edges, 1);
        ir::verify::verify_function(&ir::Module::default(), &f).unwrap();
    }

    #[test]
    fn labels_are_names_before_a_colon() {
        assert_eq!(
            split_label("L1: add.u32 a, b, c"),
            Some(("L1", "add.u32 a, b, c"))
        );
        assert_eq!(split_label("WAIT%=:"), Some(("WAIT%=", "")));
        assert_eq!(split_label("$Lt_0_1:"), Some(("$Lt_0_1", "")));
        assert_eq!(split_label("ld.shared::cta.u32 a, [b]"), None);
        assert_eq!(
            split_label("mbarrier.try_wait.shared::cta.b64 p, [a], s"),
            None
        );
        assert_eq!(split_label("1L: mov"), None);
    }

    #[test]
    fn approximate_special_functions_call_the_accurate_ones() {
        for (text, name) in [
            ("ex2.approx.f32.ftz %0, %1;", "exp2f(f32)"),
            ("lg2.approx.f32 %0, %1;", "log2f(f32)"),
            ("rsqrt.approx.ftz.f32 %0, %1;", "rsqrtf(f32)"),
            ("sin.approx.f32 %0, %1;", "sinf(f32)"),
        ] {
            let mut f = kernel_with(text);
            expand(&mut f).unwrap();
            assert!(
                f.blocks[0]
                    .insts
                    .iter()
                    .any(|i| matches!(i, Inst::Intrinsic { name: n, .. } if n == name)),
                "{text}"
            );
        }
    }

    #[test]
    fn a_statement_becomes_ir_that_stores_its_output() {
        let mut f = kernel_with("{ .reg .u32 t<2>; add.u32 t1, %1, 3; shl.b32 %0, t1, 1; }");
        expand(&mut f).unwrap();
        let insts = &f.blocks[0].insts;
        assert!(!insts.iter().any(|i| matches!(i, Inst::InlineAsm(_))));
        assert!(matches!(insts.last(), Some(Inst::Store { .. })));
        assert!(insts
            .iter()
            .any(|i| matches!(i, Inst::Binary { op: BinOp::Shl, .. })));
    }

    #[test]
    fn volatile_strong_and_uncached_accesses_are_kept_as_volatile_ones() {
        for (load, store) in [
            ("ld.volatile.global.u32", "st.volatile.global.u32"),
            ("ld.global.cg.u32", "st.global.cg.u32"),
            ("ld.relaxed.gpu.u32", "st.relaxed.gpu.u32"),
            ("ld.acquire.gpu.u32", "st.release.gpu.u32"),
            ("ld.global.cv.u32", "st.global.wt.u32"),
        ] {
            let text =
                format!("{{ .reg .u64 a; cvt.u64.u32 a, %1; {load} %0, [a]; {store} [a+4], %0; }}");
            let mut f = kernel_with(&text);
            expand(&mut f).unwrap();
            let insts = &f.blocks[0].insts;
            assert!(insts
                .iter()
                .any(|i| matches!(i, Inst::Load { volatile: true, .. })));
            assert!(insts
                .iter()
                .any(|i| matches!(i, Inst::Store { volatile: true, .. })));
        }
    }

    #[test]
    fn a_strong_vector_access_of_16_bytes_is_one_access() {
        let mut f = kernel_with(
            "{ .reg .u64 a, x, y; cvt.u64.u32 a, %1; ld.relaxed.gpu.v2.u64 {x, y}, [a]; \
             st.relaxed.gpu.v2.u64 [a+16], {y, x}; cvt.u32.u64 %0, x; }",
        );
        expand(&mut f).unwrap();
        let insts = &f.blocks[0].insts;
        let wide = |ty: Type| ty == Type::I128;
        let loads: Vec<_> = insts
            .iter()
            .filter_map(|i| match i {
                Inst::Load { dst, volatile, .. } => Some((f.var_type(*dst), *volatile)),
                _ => None,
            })
            .collect();
        assert!(loads.iter().any(|&(ty, volatile)| wide(ty) && volatile));
        assert!(insts.iter().any(|i| matches!(
            i,
            Inst::Store { value, volatile: true, .. } if wide(f.var_type(*value))
        )));
    }

    #[test]
    fn malformed_statements_are_errors_not_panics() {
        let texts = [
            "",
            ";;;",
            "@",
            "@p",
            "@!",
            "mov.u32",
            "mov.u32 %0",
            "mov.u32 %0, %9;",
            "add.u32 %0, %1;",
            ".reg;",
            ".reg .u32;",
            ".reg .q32 t;",
            ".reg .u32 r<x>;",
            "ld.global.u32 %0, [;",
            "ld.global.u32 %0, [%1+];",
            "st.global.u32 %1, %0;",
            "setp.zz.u32 %0, %1, 1;",
            "cvt.u32 %0, %1;",
            "{ { } }",
            "mov.u32 %0, %%nosuch;",
            "mov.f32 %0, 0fZZ;",
            "bra;",
            "@p bra L;",
            "L: L: mov.u32 %0, 1;",
            "mbarrier.init.shared.b64 [%0];",
            "mbarrier.arrive.shared.b64 %0;",
            "mbarrier.try_wait.parity.shared.b64 %0, [%1];",
            "mbarrier.nosuch.b64 [%0];",
            "mbarrier;",
            "cp.async.bulk.shared::cluster.global [%0], [%1];",
            "cp.async.bulk [%0], [%1], 16;",
            "cp.async.mbarrier.arrive.noinc.shared.b64;",
            "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1], [%0];",
            "cp.async.bulk.tensor.2d.shared::cluster.global.tile [%0], [%1, {%1}];",
            "cp.async.bulk.tensor.9d.global.shared::cta.tile.bulk_group [%1, {%1}], [%0];",
            "cp.async.bulk.tensor.1d.global.shared::cta [%1, {%1}];",
            "cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%1}];",
        ];
        for text in texts {
            // Either translated or refused with the statement named; never a panic.
            if let Err(e) = expand(&mut kernel_with(text)) {
                assert!(e.starts_with("k.cu:3:5: inline PTX:"), "{text}: {e}");
            }
        }
    }

    #[test]
    fn operands_and_immediates_parse() {
        assert_eq!(parse_operand("%3"), Ok(Operand::Numbered(3)));
        assert_eq!(parse_operand("0x10"), Ok(Operand::Int(16)));
        assert_eq!(parse_operand("0f3F800000"), Ok(Operand::Int(0x3f80_0000)));
        assert_eq!(parse_operand("-4"), Ok(Operand::Int(-4)));
        assert_eq!(
            parse_operand("[%1+8]"),
            Ok(Operand::Address(Box::new(Operand::Numbered(1)), 8))
        );
        assert_eq!(split_operands("%0, [%1+4], p"), vec!["%0", "[%1+4]", "p"]);
        assert_eq!(
            split_statements("{ mov.u32 %0, %%laneid; }"),
            vec!["mov.u32 %0, %laneid"]
        );
    }
}

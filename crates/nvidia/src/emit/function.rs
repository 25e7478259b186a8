//! One kernel's body: registers as C locals, blocks as labels, instructions as statements.
//!
//! The translation keeps the IR's semantics where C's differ:
//! - integer arithmetic that can overflow is done in the unsigned type of the register's width
//!   (C's signed overflow is undefined; the IR's wraps);
//! - shifts by the width or more shift everything out (PTX's behaviour, and the CPU backend's)
//!   instead of being undefined;
//! - float-to-integer conversions saturate and send NaN to 0 (`cvt.rzi`), through CUDA's `_rz`
//!   conversion functions rather than C casts, which are undefined out of range;
//! - registers start at zero, as they do on the CPU backend, so a path that reads a register
//!   before writing it is not undefined behaviour the optimiser may exploit.

use super::intrinsics;
use super::memory::{self, Memory};
use super::types::{bits, ctype, from_int, int_expr, utype};
use super::{byval_type_name, ByvalTypes, GlobalPlace};
use ferrocuda_ir::{
    AsmOperand, BinOp, CastOp, CmpOp, DeviceLaunch, Function, InlineAsm, Inst, ParamKind, Special,
    SyncOp, Terminator, Type, UnOp, Var,
};
use std::collections::HashMap;
use std::fmt::Write;

/// Emits kernels of one module.
pub(super) struct KernelEmitter<'a> {
    pub places: &'a [GlobalPlace],
    pub byval: &'a mut ByvalTypes,
    pub launch_targets: &'a LaunchTargets,
}

/// The kernels device code launches, by module function index: C name and parameters.
/// For each kernel launched from device code: its C name, its parameters and whether it takes
/// the cooperative flag.
pub(super) type LaunchTargets = HashMap<u32, (String, Vec<ParamKind>, bool)>;

/// The name of the parameter a kernel with grid barriers takes after its own: nonzero for a
/// cooperative launch. CUDA's grid barrier traps in a launch that is not cooperative, which the
/// kernel can only tell by being told.
pub const COOPERATIVE_FLAG: &str = "fcx_cooperative";

/// Whether kernel `f` (its calls inlined) needs to know if its launch is cooperative: it
/// waits at a grid barrier or asks (`this_grid().is_valid()`).
pub fn takes_cooperative_flag(f: &Function) -> bool {
    f.blocks.iter().flat_map(|b| &b.insts).any(|i| {
        matches!(
            i,
            Inst::Sync {
                op: SyncOp::GridSync,
                ..
            } | Inst::Special {
                reg: Special::Cooperative,
                ..
            }
        )
    })
}

/// The state of one kernel's emission.
pub(super) struct Body<'a> {
    pub f: &'a Function,
    pub places: &'a [GlobalPlace],
    launch_targets: &'a LaunchTargets,
    out: String,
    /// `(size, align)` of each local slot, in order of appearance.
    slots: Vec<(u32, u32)>,
    /// Whether `__match_all_sync`'s predicate output needs a home.
    pub needs_pred: bool,
    /// What the pointers are known to point at.
    memory: Memory,
}

/// The C name of module function `id`, for functions emitted beside the kernels (recursive
/// and large ones).
pub(super) fn device_function_name(id: u32) -> String {
    format!("fcf{id}")
}

/// The declaration of device function `f` (of the module's function `id`): `static __device__`,
/// and never inlined when it is `recursive`.
pub(super) fn device_function_head(f: &Function, id: u32, recursive: bool) -> String {
    let ret = f.ret.map_or("void", ctype);
    let params: Vec<String> = f
        .params
        .iter()
        .enumerate()
        .map(|(i, p)| match p {
            ParamKind::Scalar(t) => format!("{} v{i}", ctype(*t)),
            // Device functions take aggregates by address; the IR never passes one by value.
            ParamKind::Aggregate { .. } => format!("char* v{i}"),
        })
        .collect();
    let inline = if recursive { " __noinline__" } else { "" };
    format!(
        "static __device__{inline} {ret} {}({})",
        device_function_name(id),
        params.join(", ")
    )
}

/// For each parameter of `f`, whether it is a by-value aggregate whose bytes nothing writes:
/// the registers holding its address (or one computed from it) are only loaded from, compared
/// or given to inline PTX, never stored through or stored, nor passed to a call.
fn read_only_parameters(f: &Function) -> Vec<bool> {
    let insts = || f.blocks.iter().flat_map(|b| &b.insts);
    (0..f.params.len())
        .map(|i| {
            if !matches!(f.params[i], ParamKind::Aggregate { .. }) {
                return false;
            }
            let mut seeds = vec![false; f.var_types.len()];
            seeds[i] = true;
            let derived = f.derived_registers(seeds);
            insts().all(|inst| match inst {
                Inst::Copy { .. }
                | Inst::Unary { .. }
                | Inst::Binary { .. }
                | Inst::Cast { .. }
                | Inst::Select { .. }
                | Inst::Cmp { .. }
                | Inst::Load { .. } => true,
                Inst::InlineAsm(asm) => !asm.operands.iter().any(|op| match op {
                    AsmOperand::Out { addr, .. } | AsmOperand::InOut { addr, .. } => {
                        derived[addr.0 as usize]
                    }
                    _ => false,
                }),
                Inst::Store { addr, value, .. } => {
                    !derived[addr.0 as usize] && !derived[value.0 as usize]
                }
                other => {
                    let mut uses_it = false;
                    other.for_each_use(|v| uses_it |= derived[v.0 as usize]);
                    !uses_it
                }
            })
        })
        .collect()
}

impl KernelEmitter<'_> {
    /// The complete definition of kernel `f`, named `c_name`.
    pub fn kernel(&mut self, f: &Function, c_name: &str) -> Result<String, String> {
        self.function(f, None, c_name)
    }

    /// `extern "C" __global__ void name(params)` for kernel `f`, and the statements that give
    /// its by-value aggregates the addresses the IR uses.
    pub fn kernel_head(&mut self, f: &Function, c_name: &str) -> Result<(String, String), String> {
        let mut bounds = match f.max_threads_per_block {
            Some(n) if n > 0 => format!(" __launch_bounds__({n})"),
            _ => String::new(),
        };
        if let Some([x, y, z]) = f.cluster_dims {
            bounds.push_str(&format!(" __cluster_dims__({x}, {y}, {z})"));
        }
        let mut params = Vec::new();
        let mut prologue = String::new();
        let read_only = read_only_parameters(f);
        for (i, p) in f.params.iter().enumerate() {
            match p {
                ParamKind::Scalar(t) => {
                    if f.var_types.get(i) != Some(t) {
                        return Err(format!("parameter {i} does not match its register type"));
                    }
                    params.push(format!("{} v{i}", ctype(*t)));
                }
                ParamKind::Aggregate { size, align } => {
                    let ty = self.byval.name(*size, *align)?;
                    // The IR addresses a by-value aggregate through a pointer to its bytes:
                    // one nothing writes through stays in the parameter space, where its
                    // address is one bulk tensor copies can read a tensor map at.
                    let qualifiers = match read_only[i] {
                        true => "const __grid_constant__ ",
                        false => "",
                    };
                    params.push(format!("{qualifiers}{ty} p{i}"));
                    let _ = writeln!(prologue, "  char* v{i} = (char*)&p{i};");
                }
            }
        }
        if takes_cooperative_flag(f) {
            params.push(format!("unsigned int {COOPERATIVE_FLAG}"));
        }
        let head = format!(
            "extern \"C\" __global__ void{bounds} {c_name}({})",
            params.join(", ")
        );
        Ok((head, prologue))
    }

    /// The complete definition of device function `f`, the module's function `id`.
    pub fn device_function(
        &mut self,
        f: &Function,
        id: u32,
        recursive: bool,
    ) -> Result<String, String> {
        self.function(f, Some((id, recursive)), "")
    }

    /// A kernel (`device` is `None`) or a device function.
    fn function(
        &mut self,
        f: &Function,
        device: Option<(u32, bool)>,
        c_name: &str,
    ) -> Result<String, String> {
        let mut body = Body {
            f,
            places: self.places,
            launch_targets: self.launch_targets,
            out: String::new(),
            slots: Vec::new(),
            needs_pred: false,
            memory: Memory::analyze(f, self.places),
        };
        // A block-local register is declared in its block's own scope, uninitialized: a goto
        // to the label before the scope bypasses no initialization, and the GPU's compiler
        // sees a value of one block instead of a variable of the whole function (which,
        // initialized on entry, reaches every block: tens of thousands of those make its SSA
        // construction take minutes).
        let local = ferrocuda_ir::liveness::block_local(f);
        for (i, b) in f.blocks.iter().enumerate() {
            let _ = writeln!(body.out, "b{i}:; {{");
            for d in b.insts.iter().filter_map(|i| i.dst()) {
                if local[d.0 as usize] {
                    body.line(format!("{} v{};", ctype(f.var_type(d)), d.0));
                }
            }
            for inst in &b.insts {
                body.inst(inst)?;
            }
            body.terminator(&b.term)?;
            body.out.push_str("}\n");
        }

        let mut text = String::new();
        let prologue = match device {
            Some((id, recursive)) => {
                let _ = writeln!(text, "{} {{", device_function_head(f, id, recursive));
                String::new()
            }
            None => {
                let (head, prologue) = self.kernel_head(f, c_name)?;
                let _ = writeln!(text, "{head} {{");
                prologue
            }
        };
        text.push_str(&prologue);
        for (i, t) in f.var_types.iter().enumerate().skip(f.params.len()) {
            if !local[i] {
                let _ = writeln!(text, "  {} v{i} = 0;", ctype(*t));
            }
        }
        for (i, (size, align)) in body.slots.iter().enumerate() {
            let _ = writeln!(
                text,
                "  __align__({}) char fcs{i}[{}];",
                memory::slot_align(*size, *align),
                (*size).max(1)
            );
        }
        if body.needs_pred {
            text.push_str("  int fct_pred = 0;\n");
        }
        text.push_str(&body.out);
        text.push_str("}\n");
        Ok(text)
    }
}

impl Body<'_> {
    pub fn ty(&self, v: Var) -> Type {
        self.f.var_type(v)
    }

    /// Appends one statement line.
    pub fn line(&mut self, s: impl AsRef<str>) {
        self.out.push_str("  ");
        self.out.push_str(s.as_ref());
        self.out.push('\n');
    }

    /// `v<N> = (T)(expr);` for a register of type T.
    pub fn assign_cast(&mut self, dst: Var, expr: &str) {
        let t = self.ty(dst);
        let e = match t {
            Type::Bool => format!("(({expr}) != 0)"),
            _ => format!("({})({expr})", ctype(t)),
        };
        self.line(format!("v{} = {e};", dst.0));
    }

    fn terminator(&mut self, t: &Terminator) -> Result<(), String> {
        match t {
            Terminator::Jump(b) => self.line(format!("goto b{};", b.0)),
            Terminator::Branch {
                cond,
                then_block,
                else_block,
            } => self.line(format!(
                "if (v{}) goto b{}; else goto b{};",
                cond.0, then_block.0, else_block.0
            )),
            Terminator::Return(Some(v)) if self.f.ret.is_some() => {
                self.line(format!("return v{};", v.0))
            }
            Terminator::Return(_) => self.line(self.plain_return()),
            Terminator::Exit => {
                self.line(format!("asm volatile(\"exit;\"); {}", self.plain_return()))
            }
            // Reaching an unreachable block is a launch failure, as on the CPU backend.
            Terminator::Unreachable => self.line(format!("__trap(); {}", self.plain_return())),
        }
        Ok(())
    }

    /// A `return` for a path that has no value to return: with one all the same in a device
    /// function that returns one (falling off its end is undefined, a trap never returns),
    /// since C++ requires it.
    fn plain_return(&self) -> String {
        match self.f.ret {
            None => "return;".into(),
            Some(t) if t.is_float() => format!("return {};", fconst(t, 0.0)),
            Some(t) => format!("return {};", iconst(t, 0)),
        }
    }

    fn inst(&mut self, inst: &Inst) -> Result<(), String> {
        match inst {
            Inst::IConst { dst, value } => {
                let t = self.ty(*dst);
                let e = iconst(t, *value);
                self.line(format!("v{} = {e};", dst.0));
            }
            Inst::FConst { dst, value } => {
                let e = fconst(self.ty(*dst), *value);
                self.line(format!("v{} = {e};", dst.0));
            }
            Inst::Copy { dst, src } => self.line(format!("v{} = v{};", dst.0, src.0)),
            Inst::Unary { dst, op, a } => {
                let t = self.ty(*a);
                let e = match op {
                    UnOp::FNeg => format!("-v{}", a.0),
                    UnOp::Not if t == Type::Bool => format!("!v{}", a.0),
                    UnOp::Not => from_int(&format!("~{}", int_expr(*a, t, false)), t),
                    UnOp::Neg => from_int(&format!("0ull - {}", int_expr(*a, t, false)), t),
                };
                self.line(format!("v{} = {e};", dst.0));
            }
            Inst::Binary { dst, op, a, b } => self.binary(*dst, *op, *a, *b)?,
            Inst::Cmp { dst, op, a, b } => {
                let t = self.ty(*a);
                let (x, y) = match op {
                    CmpOp::Eq | CmpOp::Ne | CmpOp::Ult | CmpOp::Ule | CmpOp::Ugt | CmpOp::Uge => {
                        (int_expr(*a, t, false), int_expr(*b, t, false))
                    }
                    CmpOp::Slt | CmpOp::Sle | CmpOp::Sgt | CmpOp::Sge => {
                        (int_expr(*a, t, true), int_expr(*b, t, true))
                    }
                    _ => (format!("v{}", a.0), format!("v{}", b.0)),
                };
                let sym = match op {
                    CmpOp::Eq | CmpOp::FEq => "==",
                    CmpOp::Ne | CmpOp::FNe => "!=",
                    CmpOp::Slt | CmpOp::Ult | CmpOp::FLt => "<",
                    CmpOp::Sle | CmpOp::Ule | CmpOp::FLe => "<=",
                    CmpOp::Sgt | CmpOp::Ugt | CmpOp::FGt => ">",
                    CmpOp::Sge | CmpOp::Uge | CmpOp::FGe => ">=",
                };
                self.line(format!("v{} = {x} {sym} {y};", dst.0));
            }
            Inst::Cast { dst, op, a } => {
                let e = cast(*op, *a, self.ty(*a), self.ty(*dst))?;
                match e {
                    CastCode::Expr(e) => self.line(format!("v{} = {e};", dst.0)),
                    CastCode::Stmt(s) => self.line(s.replace("DST", &format!("v{}", dst.0))),
                }
            }
            Inst::Select { dst, cond, a, b } => {
                self.line(format!("v{} = v{} ? v{} : v{};", dst.0, cond.0, a.0, b.0))
            }
            Inst::Load {
                dst,
                addr,
                volatile,
            } => {
                let t = ctype(self.ty(*dst));
                let q = volatile_qualifier(*volatile);
                self.line(format!("v{} = *({t}{q}*)v{};", dst.0, addr.0));
            }
            Inst::Store {
                addr,
                value,
                volatile,
            } => {
                let t = ctype(self.ty(*value));
                let q = volatile_qualifier(*volatile);
                self.line(format!("*({t}{q}*)v{} = v{};", addr.0, value.0));
            }
            Inst::Local { dst, size, align } => {
                let n = self.slots.len();
                self.slots.push((*size, *align));
                self.line(format!("v{} = fcs{n};", dst.0));
            }
            Inst::GlobalAddr { dst, global } => {
                let e = match self.places.get(global.0 as usize) {
                    Some(GlobalPlace::Defined { name, .. }) => format!("(char*)&{name}"),
                    Some(GlobalPlace::Fixed(addr)) => format!("(char*){addr:#x}ull"),
                    None => return Err(format!("reference to missing global g{}", global.0)),
                };
                self.line(format!("v{} = {e};", dst.0));
            }
            Inst::Special { dst, reg } => {
                let axis = |a: u8| match a {
                    0 => Ok("x"),
                    1 => Ok("y"),
                    2 => Ok("z"),
                    _ => Err(format!("special register axis {a}")),
                };
                let d = dst.0;
                match reg {
                    Special::ThreadIdx(a) => {
                        self.line(format!("v{d} = (int)threadIdx.{};", axis(*a)?))
                    }
                    Special::BlockIdx(a) => {
                        self.line(format!("v{d} = (int)blockIdx.{};", axis(*a)?))
                    }
                    Special::BlockDim(a) => {
                        self.line(format!("v{d} = (int)blockDim.{};", axis(*a)?))
                    }
                    Special::GridDim(a) => self.line(format!("v{d} = (int)gridDim.{};", axis(*a)?)),
                    Special::LaneId => {
                        self.line(format!("asm(\"mov.u32 %0, %%laneid;\" : \"=r\"(v{d}));"))
                    }
                    Special::DynamicShared => {
                        self.line(format!("v{d} = (char*)fcx_dynamic_shared;"))
                    }
                    Special::Cooperative => self.line(format!("v{d} = (int){COOPERATIVE_FLAG};")),
                    Special::ClusterDim(a) => {
                        self.line(format!("v{d} = (int)__clusterDim().{};", axis(*a)?))
                    }
                }
            }
            Inst::Call { dst, func, args } => {
                let args: Vec<String> = args.iter().map(|a| format!("v{}", a.0)).collect();
                let call = format!("{}({})", device_function_name(func.0), args.join(", "));
                match dst {
                    Some(d) => self.line(format!("v{} = {call};", d.0)),
                    None => self.line(format!("{call};")),
                }
            }
            Inst::Intrinsic { dst, name, args } => intrinsics::intrinsic(self, *dst, name, args)?,
            Inst::Atomic {
                dst,
                op,
                addr,
                value,
                scope,
            } => intrinsics::atomic(self, *dst, *op, *addr, *value, *scope)?,
            Inst::AtomicCas {
                dst,
                addr,
                expected,
                new,
                scope,
            } => intrinsics::atomic_cas(self, *dst, *addr, *expected, *new, *scope)?,
            Inst::Sync { dst, op, args } => intrinsics::sync(self, *dst, *op, args)?,
            Inst::MemCopy {
                dst,
                src,
                size,
                align,
            } => self.mem_copy(*dst, *src, *size, *align),
            Inst::Fence => self.line("__threadfence();"),
            Inst::Trap { message } => {
                self.line(format!("printf(\"%s\", v{}); __trap();", message.0))
            }
            Inst::InlineAsm(asm) => self.inline_asm(asm),
            Inst::Launch(l) => self.launch(l)?,
        }
        Ok(())
    }

    /// A launch from device code, as CUDA C writes it (compiled with `-rdc=true`).
    fn launch(&mut self, l: &DeviceLaunch) -> Result<(), String> {
        let Some((name, params, takes_flag)) = self.launch_targets.get(&l.kernel.0) else {
            return Err(format!(
                "launch of kernel f{}, which is not emitted",
                l.kernel.0
            ));
        };
        let dims = |vs: &[Var; 3]| {
            let d: Vec<String> = vs.iter().map(|v| format!("(unsigned)v{}", v.0)).collect();
            format!("dim3({})", d.join(", "))
        };
        let mut args: Vec<String> = params
            .iter()
            .zip(&l.args)
            .map(|(p, a)| match p {
                ParamKind::Scalar(_) => format!("v{}", a.0),
                ParamKind::Aggregate { size, align } => {
                    format!("*({}*)v{}", byval_type_name(*size, *align), a.0)
                }
            })
            .collect();
        // A launch from device code is never cooperative.
        if *takes_flag {
            args.push("0u".to_string());
        }
        let line = format!(
            "{name}<<<{}, {}, (size_t)v{}, (cudaStream_t)v{}>>>({});",
            dims(&l.grid),
            dims(&l.block),
            l.shared.0,
            l.stream.0,
            args.join(", ")
        );
        self.line(line);
        Ok(())
    }

    /// The statement as the source wrote it; outputs are the IR's temporaries, viewed as the
    /// registers' types.
    fn inline_asm(&mut self, asm: &InlineAsm) {
        let letter = |t: Type| match t {
            Type::I16 => 'h',
            Type::I64 | Type::Ptr => 'l',
            Type::I128 => 'q',
            Type::F32 => 'f',
            Type::F64 => 'd',
            Type::Bool | Type::I8 | Type::I32 => 'r',
        };
        let (mut outputs, mut inputs) = (Vec::new(), Vec::new());
        for op in &asm.operands {
            match *op {
                AsmOperand::Out { addr, ty } => {
                    outputs.push(format!("\"={}\"(*({}*)v{})", letter(ty), utype(ty), addr.0))
                }
                AsmOperand::InOut { addr, ty } => {
                    outputs.push(format!("\"+{}\"(*({}*)v{})", letter(ty), utype(ty), addr.0))
                }
                AsmOperand::In(v) => inputs.push(format!("\"{}\"(v{})", letter(self.ty(v)), v.0)),
                AsmOperand::Imm(value) => inputs.push(format!("\"n\"({value}LL)")),
            }
        }
        let mut text = String::new();
        for c in asm.text.chars() {
            match c {
                '"' => text.push_str("\\\""),
                '\\' => text.push_str("\\\\"),
                '\n' => text.push_str("\\n"),
                '\t' => text.push_str("\\t"),
                c => text.push(c),
            }
        }
        let volatile = if asm.volatile { " volatile" } else { "" };
        let clobbers = if asm.clobbers_memory {
            " : \"memory\""
        } else {
            ""
        };
        self.line(format!(
            "asm{volatile}(\"{text}\" : {} : {}{clobbers});",
            outputs.join(", "),
            inputs.join(", ")
        ));
    }

    /// A struct copy in the widest units its size and its operands' alignment allow, of the
    /// float type its objects are accessed as where there is one ([`memory`] says why).
    /// Where a pointer from outside the kernel's own slots (a parameter, a loaded pointer) is
    /// not known to be aligned for them, its address is checked and the wide copy taken when
    /// it allows. Slots are never checked: an address turned into an integer would keep NVVM
    /// from holding the slot in registers.
    fn mem_copy(&mut self, dst: Var, src: Var, size: u32, align: u32) {
        if size == 0 {
            return;
        }
        let m = &self.memory;
        let known = m.align(dst).min(m.align(src)).max(align.min(memory::MAX));
        let wide = [dst, src]
            .iter()
            .filter(|v| m.in_slot(**v))
            .fold(memory::widest_unit(size), |w, v| w.min(m.align(*v)));
        let float = m.float_contents(dst, src);
        let copy = |unit: u32| {
            let t = match (unit, float) {
                (16, Some(Type::F32)) => "float4",
                (16, Some(Type::F64)) => "double2",
                (8, Some(Type::F32)) => "float2",
                (8, Some(Type::F64)) => "double",
                (4, Some(Type::F32)) => "float",
                (16, _) => "uint4",
                (8, _) => "uint2",
                (4, _) => "unsigned int",
                (2, _) => "unsigned short",
                _ => "unsigned char",
            };
            let n = size / unit;
            let one = |i: &str| format!("(({t}*)v{})[{i}] = ((const {t}*)v{})[{i}];", dst.0, src.0);
            if n <= 4 {
                (0..n)
                    .map(|i| one(&i.to_string()))
                    .collect::<Vec<_>>()
                    .join(" ")
            } else {
                format!("for (int fct_i = 0; fct_i < {n}; ++fct_i) {}", one("fct_i"))
            }
        };
        if known >= wide {
            self.line(copy(wide));
            return;
        }
        let checked: Vec<String> = [dst, src]
            .iter()
            .filter(|v| m.align(**v) < wide)
            .map(|v| format!("(unsigned long long)v{}", v.0))
            .collect();
        self.line(format!(
            "if ((({}) & {}) == 0) {{ {} }} else {{ {} }}",
            checked.join(" | "),
            wide - 1,
            copy(wide),
            copy(known)
        ));
    }

    fn binary(&mut self, dst: Var, op: BinOp, a: Var, b: Var) -> Result<(), String> {
        let (ta, tb) = (self.ty(a), self.ty(b));
        let d = dst.0;
        let u = |v: Var, t: Type| int_expr(v, t, false);
        let s = |v: Var, t: Type| int_expr(v, t, true);
        let e = match op {
            BinOp::FAdd => format!("v{} + v{}", a.0, b.0),
            BinOp::FSub => format!("v{} - v{}", a.0, b.0),
            BinOp::FMul => format!("v{} * v{}", a.0, b.0),
            BinOp::FDiv => format!("v{} / v{}", a.0, b.0),
            // Pointer plus offset stays pointer arithmetic, so the compiler still knows which
            // memory space the pointer is in.
            BinOp::Add if ta == Type::Ptr && tb == Type::I64 => format!("v{} + v{}", a.0, b.0),
            BinOp::Sub if ta == Type::Ptr && tb == Type::I64 => format!("v{} - v{}", a.0, b.0),
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor => {
                let sym = match op {
                    BinOp::Add => "+",
                    BinOp::Sub => "-",
                    BinOp::Mul => "*",
                    BinOp::And => "&",
                    BinOp::Or => "|",
                    _ => "^",
                };
                from_int(&format!("{} {sym} {}", u(a, ta), u(b, ta)), ta)
            }
            BinOp::SDiv => from_int(&format!("{} / {}", s(a, ta), s(b, ta)), ta),
            BinOp::SRem => from_int(&format!("{} % {}", s(a, ta), s(b, ta)), ta),
            BinOp::UDiv => from_int(&format!("{} / {}", u(a, ta), u(b, ta)), ta),
            BinOp::URem => from_int(&format!("{} % {}", u(a, ta), u(b, ta)), ta),
            BinOp::Shl | BinOp::AShr | BinOp::LShr => {
                // The amount is first brought to the value's width (truncated or zero-extended,
                // as the CPU backend does), then compared with it.
                let w = bits(ta);
                let ut = utype(ta);
                let amount = format!("({ut}){}", u(b, tb));
                let shifted = match op {
                    BinOp::Shl => format!(
                        "fct_sh > {} ? {} : {}",
                        w - 1,
                        from_int("0", ta),
                        from_int(&format!("{} << fct_sh", u(a, ta)), ta)
                    ),
                    BinOp::LShr => format!(
                        "fct_sh > {} ? {} : {}",
                        w - 1,
                        from_int("0", ta),
                        from_int(&format!("{} >> fct_sh", u(a, ta)), ta)
                    ),
                    _ => from_int(
                        &format!("{} >> (fct_sh > {m} ? {m} : fct_sh)", s(a, ta), m = w - 1),
                        ta,
                    ),
                };
                self.line(format!("{{ {ut} fct_sh = {amount}; v{d} = {shifted}; }}"));
                return Ok(());
            }
            BinOp::SMulHi | BinOp::UMulHi => {
                let signed = op == BinOp::SMulHi;
                match (ta, signed) {
                    (Type::I32, true) => format!("__mulhi(v{}, v{})", a.0, b.0),
                    (Type::I32, false) => {
                        format!(
                            "(int)__umulhi((unsigned int)v{}, (unsigned int)v{})",
                            a.0, b.0
                        )
                    }
                    (Type::I64, true) => format!("__mul64hi(v{}, v{})", a.0, b.0),
                    (Type::I64, false) => format!(
                        "(long long)__umul64hi((unsigned long long)v{}, (unsigned long long)v{})",
                        a.0, b.0
                    ),
                    (Type::I8 | Type::I16, true) => from_int(
                        &format!("((int){} * (int){}) >> {}", s(a, ta), s(b, ta), bits(ta)),
                        ta,
                    ),
                    (Type::I8 | Type::I16, false) => from_int(
                        &format!(
                            "((unsigned int){} * (unsigned int){}) >> {}",
                            u(a, ta),
                            u(b, ta),
                            bits(ta)
                        ),
                        ta,
                    ),
                    _ => return Err(format!("{op:?} on {ta}")),
                }
            }
        };
        self.line(format!("v{d} = {e};"));
        Ok(())
    }
}

/// An integer constant of type `t`: the value's low bits, written unsigned and converted (no C
/// literal is out of range, whatever the value).
fn iconst(t: Type, value: i64) -> String {
    let w = bits(t);
    let masked = if w >= 64 {
        value as u64
    } else {
        (value as u64) & ((1u64 << w) - 1)
    };
    match t {
        Type::Bool => (if masked & 1 != 0 { "true" } else { "false" }).to_string(),
        Type::Ptr => format!("(char*){masked:#x}ull"),
        // Sign-extended from 64 bits, as the IR's constants are.
        Type::I128 => format!("(__int128)(long long){masked:#x}ull"),
        _ => format!("({}){masked:#x}ull", ctype(t)),
    }
}

/// A float constant: exact decimal for finite values (Rust prints the shortest string that
/// reads back to the same value), bit patterns for infinities and NaNs.
fn fconst(t: Type, value: f64) -> String {
    if t == Type::F32 {
        let v = value as f32;
        if v.is_finite() {
            format!("{v:?}f")
        } else {
            format!("__int_as_float({:#x})", v.to_bits())
        }
    } else if value.is_finite() {
        format!("{value:?}")
    } else {
        format!("__longlong_as_double({:#x}ll)", value.to_bits())
    }
}

/// A conversion: an expression, or a statement (with `DST` for the destination) when it needs
/// a temporary.
enum CastCode {
    Expr(String),
    Stmt(String),
}

fn cast(op: CastOp, a: Var, from: Type, to: Type) -> Result<CastCode, String> {
    use CastCode::*;
    let x = format!("v{}", a.0);
    let e = match op {
        _ if from == to && !matches!(op, CastOp::FToSI | CastOp::FToUI) => x,
        CastOp::SExt => from_int(&int_expr(a, from, true), to),
        CastOp::ZExt => from_int(&int_expr(a, from, false), to),
        CastOp::Trunc => from_int(&format!("({}){}", utype(to), int_expr(a, from, false)), to),
        CastOp::SIToF => format!("({}){}", ctype(to), int_expr(a, from, true)),
        CastOp::UIToF => format!("({}){}", ctype(to), int_expr(a, from, false)),
        CastOp::FExt => format!("(double){x}"),
        CastOp::FTrunc => format!("(float){x}"),
        CastOp::FToSI | CastOp::FToUI => return float_to_int(op == CastOp::FToSI, &x, from, to),
        CastOp::Bitcast => match (from, to) {
            (Type::F32, Type::I32) => format!("__float_as_int({x})"),
            (Type::I32, Type::F32) => format!("__int_as_float({x})"),
            (Type::F64, Type::I64) => format!("__double_as_longlong({x})"),
            (Type::I64, Type::F64) => format!("__longlong_as_double({x})"),
            (Type::F64, Type::Ptr) => format!("(char*)__double_as_longlong({x})"),
            (Type::Ptr, Type::F64) => format!("__longlong_as_double((long long){x})"),
            (f, t) if f.is_int() && t.is_int() && f.bytes() == t.bytes() => {
                from_int(&int_expr(a, f, false), t)
            }
            (f, t) => return Err(format!("bitcast from {f} to {t}")),
        },
    };
    Ok(Expr(e))
}

/// Float to integer, truncating, saturating at the target's range, NaN to 0: CUDA's `_rz`
/// conversions do exactly that for 32 and 64 bits; narrower targets take the low bits of the
/// 32-bit result.
fn float_to_int(signed: bool, x: &str, from: Type, to: Type) -> Result<CastCode, String> {
    let src = match from {
        Type::F32 => "float",
        Type::F64 => "double",
        t => return Err(format!("float conversion from {t}")),
    };
    let call = |target: &str| format!("__{src}2{target}_rz({x})");
    let e = match (to, signed) {
        (Type::I32, true) => call("int"),
        (Type::I32, false) => format!("(int){}", call("uint")),
        (Type::I64, true) => call("ll"),
        (Type::I64, false) => format!("(long long){}", call("ull")),
        (Type::Ptr, _) => format!("(char*){}", call("ull")),
        (Type::Bool, _) => format!("({} != 0)", call("int")),
        // No conversion instruction: C's, guarded as the IR's rule says (NaN gives the sign
        // bit alone, out-of-range values saturate).
        (Type::I128, signed) => {
            let (lowest, highest, limit) = match signed {
                true => ("(__int128)1 << 127", "~((__int128)1 << 127)", "0x1p127"),
                false => ("(__int128)0", "(__int128)~(unsigned __int128)0", "0x1p128"),
            };
            let target = if signed {
                "__int128"
            } else {
                "unsigned __int128"
            };
            let below = if signed { "-0x1p127" } else { "0.0" };
            return Ok(CastCode::Stmt(format!(
                "{{ double fct_c = {x}; DST = fct_c != fct_c ? ((__int128)1 << 127) : fct_c >= {limit} ? {highest} : fct_c <= {below} ? {lowest} : (__int128)({target})fct_c; }}"
            )));
        }
        // The low bits of the 32-bit conversion, as nvcc's code takes them.
        (Type::I8 | Type::I16, true) => format!("({}){}", ctype(to), call("int")),
        (Type::I8 | Type::I16, false) => format!("({}){}", ctype(to), call("uint")),
        (t, _) => return Err(format!("float conversion to {t}")),
    };
    Ok(CastCode::Expr(e))
}

/// The qualifier that keeps NVRTC from merging, hoisting or dropping a volatile access,
/// written after the accessed type (`char* volatile*`: a pointer loaded is itself volatile, not
/// what it points to).
fn volatile_qualifier(volatile: bool) -> &'static str {
    if volatile {
        " volatile"
    } else {
        ""
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants() {
        assert_eq!(iconst(Type::I32, -1), "(int)0xffffffffull");
        assert_eq!(
            iconst(Type::I64, i64::MIN),
            "(long long)0x8000000000000000ull"
        );
        assert_eq!(iconst(Type::Bool, 1), "true");
        assert_eq!(iconst(Type::Ptr, 0), "(char*)0x0ull");
        assert_eq!(fconst(Type::F32, 0.1f32 as f64), "0.1f");
        assert_eq!(fconst(Type::F32, 1e-7f32 as f64), "1e-7f");
        assert_eq!(fconst(Type::F64, 2.5), "2.5");
        assert_eq!(fconst(Type::F64, -0.0), "-0.0");
        assert_eq!(
            fconst(Type::F32, f64::INFINITY),
            "__int_as_float(0x7f800000)"
        );
        assert_eq!(
            fconst(Type::F64, f64::NEG_INFINITY),
            "__longlong_as_double(0xfff0000000000000ll)"
        );
    }
}

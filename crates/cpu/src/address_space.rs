//! CUDA's address-space windows (`__isShared`, `__cvta_generic_to_shared`... and inline PTX's
//! `.shared`, `.local` and `.const` accesses, `%dynamic_smem_size`) on the CPU.
//!
//! Every memory is one flat address space here, so the window a generic address falls in is
//! told by where it lies: the block's shared segment, the running thread's frame, one of the
//! module's `__constant__` variables, or else device memory (the arena and registered host
//! memory, which a GPU reaches through its global window). A window address is the distance
//! from the window's start; a global window address is the generic address itself, as on a GPU.

use crate::codegen::{BlockCtx, Gen};
use crate::intrinsics::Helper;
use cranelift_codegen::ir::{self as cl, condcodes::IntCC, types, InstBuilder};
use ferrocuda_ir::{BinOp, Function, GlobalSpace, Inst, Module, Special, Type, Var};

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Window {
    Global,
    Shared,
    Constant,
    Local,
}

impl Window {
    fn named(name: &str) -> Option<Window> {
        Some(match name {
            "Global" | "global" => Window::Global,
            "Shared" | "shared" => Window::Shared,
            "Constant" | "constant" => Window::Constant,
            "Local" | "local" => Window::Local,
            _ => return None,
        })
    }
}

/// Emits `__isX(p)`, `__cvta_generic_to_X(p)` and `__cvta_X_to_generic(a)`; `None` for any
/// other intrinsic.
pub(crate) fn emit(g: &mut Gen, name: &str, args: &[cl::Value]) -> Option<cl::Value> {
    match name {
        "__ferrocuda_dynamic_shared_size" => {
            // PTX's `%dynamic_smem_size`: the dynamic part ends the block's segment.
            let start = g.dynamic_shared();
            let end = g.shared_segment().1;
            let b = g.builder();
            let size = b.ins().isub(end, start);
            return Some(b.ins().ireduce(types::I32, size));
        }
        "__ferrocuda_total_shared_size" => {
            // PTX's `%total_smem_size`: the whole segment, in the 128-byte units a GPU
            // allocates shared memory in (measured on an H200: 400 static bytes and 1000
            // dynamic ones read 1408).
            let (start, end) = g.shared_segment();
            let b = g.builder();
            let size = b.ins().isub(end, start);
            let size = b.ins().iadd_imm_s(size, 127);
            let size = b.ins().band_imm_s(size, !127);
            return Some(b.ins().ireduce(types::I32, size));
        }
        _ => {}
    }
    let &[arg] = args else {
        return None;
    };
    if let Some(w) = name.strip_prefix("__is").and_then(Window::named) {
        let inside = in_window(g, w, arg);
        return Some(g.builder().ins().uextend(types::I32, inside));
    }
    let conversion = name.strip_prefix("__cvta_")?;
    if let Some(w) = conversion
        .strip_prefix("generic_to_")
        .and_then(Window::named)
    {
        let start = window_start(g, w);
        return Some(g.builder().ins().isub(arg, start));
    }
    let w = conversion
        .strip_suffix("_to_generic")
        .and_then(Window::named)?;
    let start = window_start(g, w);
    Some(g.builder().ins().iadd(arg, start))
}

fn window_start(g: &mut Gen, w: Window) -> cl::Value {
    match w {
        Window::Global => g.builder().ins().iconst(types::I64, 0),
        Window::Shared => g.shared_segment().0,
        Window::Local => g.thread_frame().0,
        Window::Constant => {
            let first = g.constant_ranges().iter().map(|r| r.0).min().unwrap_or(0);
            g.builder().ins().iconst(types::I64, first as i64)
        }
    }
}

/// Whether `p` lies in window `w`, as an `i8` 0 or 1.
pub(crate) fn in_window(g: &mut Gen, w: Window, p: cl::Value) -> cl::Value {
    match w {
        Window::Shared => {
            let (start, end) = g.shared_segment();
            within(g, p, start, end)
        }
        Window::Local => {
            let (start, end) = g.thread_frame();
            within(g, p, start, end)
        }
        Window::Constant => {
            let mut inside = g.builder().ins().iconst(types::I8, 0);
            for (start, end) in g.constant_ranges() {
                let b = g.builder();
                let start = b.ins().iconst(types::I64, start as i64);
                let end = b.ins().iconst(types::I64, end as i64);
                let here = within(g, p, start, end);
                inside = g.builder().ins().bor(inside, here);
            }
            inside
        }
        Window::Global => {
            let ctx = g.block_ctx();
            let device = g
                .helper("fc_in_device_memory", &[ctx, p])
                .expect("fc_in_device_memory returns a value");
            let b = g.builder();
            let mut inside = b.ins().icmp_imm_u(IntCC::NotEqual, device, 0);
            for other in [Window::Shared, Window::Local, Window::Constant] {
                let there = in_window(g, other, p);
                let b = g.builder();
                let not_there = b.ins().bxor_imm_s(there, 1);
                inside = b.ins().band(inside, not_there);
            }
            inside
        }
    }
}

fn within(g: &mut Gen, p: cl::Value, start: cl::Value, end: cl::Value) -> cl::Value {
    let b = g.builder();
    let from = b.ins().isub(p, start);
    let len = b.ins().isub(end, start);
    b.ins().icmp(IntCC::UnsignedLessThan, from, len)
}

/// Whether `p` is device memory: in the arena or in registered host memory.
extern "C" fn fc_in_device_memory(ctx: *const BlockCtx, p: u64) -> u32 {
    // SAFETY: compiled code passes the context of the block it runs.
    let ctx = unsafe { &*ctx };
    let in_arena = p.wrapping_sub(ctx.arena_base) < ctx.arena_len;
    // SAFETY: `mapped` holds `mapped_count` pairs of start and length for the launch.
    let mapped = unsafe { std::slice::from_raw_parts(ctx.mapped, 2 * ctx.mapped_count as usize) };
    let in_mapped = mapped.chunks_exact(2).any(|r| p.wrapping_sub(r[0]) < r[1]);
    u32::from(in_arena || in_mapped)
}

pub(crate) fn helpers(out: &mut Vec<Helper>) {
    out.push(Helper {
        symbol: "fc_in_device_memory",
        params: &[types::I64, types::I64],
        ret: Some(types::I32),
        address: fc_in_device_memory as *const () as usize,
    });
}

/// For each register of `f`, whether every value it may hold is an address in the block's own
/// shared memory: a `__shared__` variable's or the dynamic shared memory's address, moved by
/// offsets computed from no pointer. Only the worker running a block touches its shared memory
/// (the blocks of a cluster run on one worker), so atomic operations at such addresses need no
/// hardware atomics.
pub(crate) fn shared_only_addresses(f: &Function, module: &Module) -> Vec<bool> {
    // What may carry a pointer's bits: pointers, and 64-bit integers loaded or passed in.
    let mut seeds: Vec<bool> = f.var_types.iter().map(|t| *t == Type::Ptr).collect();
    for (i, t) in f.var_types.iter().enumerate().take(f.params.len()) {
        seeds[i] |= *t == Type::I64;
    }
    for inst in f.blocks.iter().flat_map(|b| &b.insts) {
        if let Inst::Load { dst, .. } = inst {
            seeds[dst.0 as usize] |= f.var_type(*dst) == Type::I64;
        }
    }
    let pointerish = f.derived_registers(seeds);
    // Optimistic: every register an instruction assigns, until one of its assignments is not
    // such an address.
    let mut only = vec![false; f.var_types.len()];
    for inst in f.blocks.iter().flat_map(|b| &b.insts) {
        if let Some(d) = inst.dst() {
            only[d.0 as usize] = d.0 as usize >= f.params.len();
        }
    }
    let offset = |v: &Var| !pointerish[v.0 as usize];
    loop {
        let mut changed = false;
        for inst in f.blocks.iter().flat_map(|b| &b.insts) {
            let Some(d) = inst.dst() else { continue };
            if !only[d.0 as usize] {
                continue;
            }
            let ok = match inst {
                Inst::GlobalAddr { global, .. } => module
                    .globals
                    .get(global.0 as usize)
                    .is_some_and(|g| g.space == GlobalSpace::Shared),
                Inst::Special {
                    reg: Special::DynamicShared,
                    ..
                } => true,
                Inst::Copy { src, .. } => only[src.0 as usize],
                Inst::Binary {
                    op: BinOp::Add,
                    a,
                    b,
                    ..
                } => (only[a.0 as usize] && offset(b)) || (only[b.0 as usize] && offset(a)),
                Inst::Binary {
                    op: BinOp::Sub,
                    a,
                    b,
                    ..
                } => only[a.0 as usize] && offset(b),
                Inst::Select { a, b, .. } => only[a.0 as usize] && only[b.0 as usize],
                _ => false,
            };
            if !ok {
                only[d.0 as usize] = false;
                changed = true;
            }
        }
        if !changed {
            return only;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ferrocuda_ir::{
        CastOp, FunctionBuilder, FunctionKind, Global, GlobalId, ParamKind, Terminator,
    };

    fn global(name: &str, space: GlobalSpace) -> Global {
        Global {
            name: name.into(),
            space,
            size: 64,
            align: 4,
            init: Vec::new(),
            relocations: Vec::new(),
        }
    }

    #[test]
    fn only_shared_bases_moved_by_plain_offsets_are_shared_only() {
        let module = Module {
            globals: vec![
                global("tile", GlobalSpace::Shared),
                global("table", GlobalSpace::Device),
            ],
            ..Default::default()
        };
        let mut b = FunctionBuilder::new(
            "k",
            FunctionKind::Kernel,
            vec![ParamKind::Scalar(Type::Ptr), ParamKind::Scalar(Type::I64)],
            None,
        );
        let tile = b.global_addr(GlobalId(0));
        let table = b.global_addr(GlobalId(1));
        let byte = b.load(Type::I8, b.param(0));
        let index = b.cast(CastOp::ZExt, byte, Type::I64);
        let element = b.binary(BinOp::Add, tile, index);
        let back = b.binary(BinOp::Sub, element, index);
        // Offsets that may carry a pointer's bits: a 64-bit parameter, a loaded 64-bit value.
        let by_param = b.binary(BinOp::Add, tile, b.param(1));
        let loaded = b.load(Type::I64, b.param(0));
        let by_loaded = b.binary(BinOp::Add, tile, loaded);
        let elsewhere = b.binary(BinOp::Add, table, index);
        // A register assigned a shared address and, on another path, a parameter.
        let either = b.new_var(Type::Ptr);
        b.copy(either, element);
        b.copy(either, b.param(0));
        b.terminate(Terminator::Return(None));
        let f = b.finish();
        let only = shared_only_addresses(&f, &module);
        for v in [tile, element, back] {
            assert!(only[v.0 as usize], "{v:?} in {f}");
        }
        let pointer = Var(0);
        for v in [pointer, table, by_param, by_loaded, elsewhere, either] {
            assert!(!only[v.0 as usize], "{v:?} in {f}");
        }
    }
}

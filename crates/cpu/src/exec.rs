//! The SIMT executor: runs a kernel's blocks on all cores and a block's threads region by region.

use crate::memory::Arena;
use ferrocuda_ir as ir;
use std::sync::Arc;

/// The shape of one launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchConfig {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// Bytes of `extern __shared__` memory per block.
    pub dynamic_shared: usize,
}

/// Why a launch stopped before every thread finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// A load or store outside device memory (`cudaErrorIllegalAddress`).
    IllegalAddress { address: u64, kernel: String, block: [u32; 3], thread: [u32; 3] },
    /// A failed `assert` (`cudaErrorAssert`); the message is what CUDA prints.
    Assert { message: String },
    /// Some threads of a block wait at a barrier that others never reach; on a GPU this hangs or
    /// is undefined (`cudaErrorLaunchFailure` here, with this explanation printed).
    BarrierDivergence { kernel: String, block: [u32; 3] },
    /// `__trap()` or an unrecoverable condition inside the kernel (`cudaErrorLaunchFailure`).
    Trap { kernel: String },
}

/// A loaded device module: its globals live in the arena; kernels compile on first launch.
pub struct Module {
    pub(crate) ir: ir::Module,
    pub(crate) arena: Arc<Arena>,
}

impl Module {
    /// Allocates and initialises the module's `__device__`/`__constant__` data and read-only data
    /// in `arena`.
    pub fn load(ir: ir::Module, arena: Arc<Arena>) -> Result<Module, String> {
        Ok(Module { ir, arena })
    }

    /// The parameters of kernel `name`, in order, if the module has such a kernel.
    pub fn kernel_params(&self, name: &str) -> Option<&[ir::ParamKind]> {
        self.ir
            .functions
            .iter()
            .find(|f| f.kind == ir::FunctionKind::Kernel && f.name == name)
            .map(|f| f.params.as_slice())
    }

    /// The address and size of a module variable (`__device__`, `__constant__`, `__managed__`).
    pub fn global(&self, _name: &str) -> Option<(*mut u8, usize)> {
        None
    }

    /// Runs kernel `name` to completion. `params` holds the argument bytes, each at an offset
    /// aligned to its own alignment, in parameter order (CUDA's parameter-buffer layout). Kernel
    /// `printf` output is appended to `printf`.
    pub fn launch(
        &self,
        name: &str,
        _cfg: &LaunchConfig,
        _params: &[u8],
        _printf: &mut Vec<u8>,
    ) -> Result<(), Fault> {
        let _ = &self.arena;
        Err(Fault::Trap { kernel: name.to_string() })
    }
}

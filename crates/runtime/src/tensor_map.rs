//! `cuTensorMapEncodeTiled`: a tensor map as the device's bulk tensor copies read it (the
//! backend encodes it: the driver's encoding on a GPU, the CPU backend's own there).

use crate::abi::CudaError;
use crate::backend::TensorMapSpec;
use crate::context::Runtime;
use crate::error::CudaResult;

impl Runtime {
    /// Encodes a tiled tensor map; parameters outside what CUDA documents are an invalid
    /// value, as the driver reports them.
    pub fn encode_tensor_map(&self, spec: &TensorMapSpec) -> CudaResult<[u64; 16]> {
        self.call(|ctx| {
            if spec.dims.is_empty()
                || spec.strides.len() + 1 != spec.dims.len()
                || spec.box_dims.len() != spec.dims.len()
                || spec.element_strides.len() != spec.dims.len()
            {
                return Err(CudaError::InvalidValue);
            }
            ctx.backend
                .encode_tensor_map(spec)
                .map_err(|_| CudaError::InvalidValue)
        })
    }
}

// The few declarations of cuda_runtime.h that rewritten fixtures use, for syntax checks.
#include <cstddef>
#include <typeinfo>
struct uint3 { unsigned x, y, z; };
struct dim3 {
    unsigned x, y, z;
    dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1) : x(vx), y(vy), z(vz) {}
};
typedef struct CUstream_st* cudaStream_t;
enum cudaError { cudaSuccess = 0 };
typedef enum cudaError cudaError_t;
extern const uint3 threadIdx, blockIdx, blockDim;
enum cudaTextureReadMode { cudaReadModeElementType, cudaReadModeNormalizedFloat };
template <class T, int dim = 1, enum cudaTextureReadMode mode = cudaReadModeElementType>
struct texture { int normalized = 0; };

// An `inline` kernel is warned about and otherwise built as any other (nvcc's #20050-D): a
// kernel is never inlined, so the qualifier means nothing; one that returns a value is still
// an error.
inline __global__ void twice(int* p) { *p *= 2; }

template <typename T> inline __global__ void fill(T* p, T v) { p[threadIdx.x] = v; }

inline __global__ int returns() { return 1; }

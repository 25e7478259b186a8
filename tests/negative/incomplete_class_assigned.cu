// An object of a class declared but never defined cannot be assigned.
struct Later;
__device__ void copy(Later& to, const Later& from) { to = from; }
__global__ void k(Later* p, const Later* q) { copy(*p, *q); }

// A linkage specification naming a language C++ does not have.
extern "Cxx" { __device__ int f(); }
__global__ void k() {}
int main() {}

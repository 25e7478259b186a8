// Copy-list-initialization (`= {..}`, `return {..}`) may not choose an explicit constructor;
// direct-list-initialization may, and so may copy-list-initialization of a class whose
// constructor is not explicit.
struct I {
    int v;
    __device__ explicit I(int x) : v(x) {}
};
struct J {
    int v;
    __device__ J(int x) : v(x) {}
};
__device__ I make_i() { return {5}; }
__device__ J make_j() { return {6}; }
__global__ void k(int* o)
{
    I a = {5};
    I b{6};
    J c = {7};
    o[0] = a.v + make_i().v + b.v + c.v + make_j().v;
}

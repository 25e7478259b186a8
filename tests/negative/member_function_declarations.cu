// A static member function cannot be `const`; a union cannot have virtual functions.
union U {
    int i;
    __device__ virtual int f() { return 1; }
};
struct S {
    static __device__ int f() const { return 1; }
};
__global__ void k(int* o)
{
    U u;
    o[0] = S::f() + sizeof(u);
}

// An operator-> that returns its own class never reaches a pointer.
struct loop
{
    __device__ loop operator->() const { return *this; }
    int v;
};
__global__ void k(int* out)
{
    loop l;
    out[0] = l->v;
}

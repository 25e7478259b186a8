// The address of a member function template with neither written template arguments nor a
// pointer type to deduce them from.
struct S {
    template <int K> __device__ int add(int x) const { return x + K; }
};
__global__ void k(int* out)
{
    auto pm = &S::add;
    S s;
    *out = (s.*pm)(1);
}

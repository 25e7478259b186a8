// Two arguments that deduce different types for one template parameter: no function matches
// (an explicitly given argument converts instead).
template <class T> __device__ T sum(const T* p, int n, T init)
{
    for (int i = 0; i < n; i++)
        init += p[i];
    return init;
}
__global__ void k(const int* in, long long* out)
{
    out[0] = sum<long long>((const long long*)in, 3, 1);
    out[1] = sum(in, 3, 1LL);
}

// A kernel template instance named with a host function template's parameters exists once the
// host template is instantiated: the error of `fill<int, 3>` is reported when the file is built.
struct Wide {
    int lo, hi;
};

template <class T, int N>
__global__ void fill(T *p)
{
    p[threadIdx.x].hi = N;
}

template <class T>
void launch(T *p)
{
    fill<T, 3><<<1, 2>>>(p);
}

int main()
{
    Wide *w = 0;
    int *d = 0;
    launch(w);
    launch(d);
    return 0;
}

struct Counter {
    int count;
    mutable int reads;
    __device__ int get() const
    {
        reads += 1;
        count = 0;
        this->count += 1;
        return count;
    }
};

__global__ void k(int *out)
{
    Counter c{1, 0};
    out[0] = c.get();
}

struct __attribute__((packed)) Record
{
    char flags : 4;
    long long stamp : 62;
};

__global__ void k(Record *r)
{
    r->stamp = 1;
}

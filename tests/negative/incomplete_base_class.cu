struct Later;
struct Derived : Later
{
    int x;
};

__global__ void k(Derived *d)
{
}
